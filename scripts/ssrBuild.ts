import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

/** Where the server finds the storefront's renderer, inside the app's folder (not served: spa.ts ignores dot folders). */
export const SSR_DIR = '.ssr';
export const SSR_ENTRY = 'src/entry-server.tsx';

/**
 * After the browser's build, builds the storefront's server renderer (src/entry-server.tsx) into
 * `<outDir>/.ssr/` with the same config, so one `vite build` (any `--outDir`) makes both.
 */
export function ssrBuild(): Plugin {
  let outDir = 'dist';
  let configFile: string | undefined;
  let nested = false;
  return {
    name: 'frame-shop:ssr-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      configFile = config.configFile;
      nested = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (nested) return;
      await build({
        configFile,
        logLevel: 'warn',
        build: { ssr: SSR_ENTRY, outDir: join(outDir, SSR_DIR), emptyOutDir: true, copyPublicDir: false },
        // Self-contained: the renderer imports no package, so an APP_DIR outside the project works too.
        ssr: { noExternal: true },
      });
      // An ES module wherever the folder is (outside the project no package.json says so).
      writeFileSync(join(outDir, SSR_DIR, 'package.json'), '{ "type": "module" }\n');
    },
  };
}
