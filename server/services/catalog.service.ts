import type { ServiceDeps } from '.';

// TODO(issue 2): the rules of api.md for this resource.
export class CatalogService {
  constructor(
    protected readonly deps: ServiceDeps,
    protected readonly frames: import('./frames.service').FramesService,
  ) {}
}
