import type { ServiceDeps } from '.';

// TODO(issue 2): the rules of api.md for this resource.
export class FramesService {
  constructor(protected readonly deps: ServiceDeps) {}
}
