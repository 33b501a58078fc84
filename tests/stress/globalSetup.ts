import type { TestProject } from 'vitest/node';
import { serverEntry } from '../serverBuild';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server built once into one ES module (tests/serverBuild.ts), for its hundred restarts. */
    serverEntry: string;
  }
}

/** The crash test restarts the server a hundred times: it runs the server built once (tests/serverBuild.ts). */
export async function setup(project: TestProject) {
  project.provide('serverEntry', await serverEntry());
}
