import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const recipesDir = fileURLToPath(
  new URL('../node_modules/@chakra-ui/react/dist/esm/theme/recipes/', import.meta.url),
);
const PREFIX = '\0chakra-recipe:';

/**
 * `chakra-recipes/<name>.js`: one Chakra recipe for the admin's system (src/admin/ui/adminSystem.ts), loaded as
 * a module of its own. The storefront's system imports Chakra's theme module, which statically reaches every
 * recipe module, so a recipe the admin imported from Chakra would be placed in the storefront's first load
 * (and even through an alias: the module is the same file). Here the recipe's code is a new module whose
 * imports point back at Chakra's own files, reached only from the admin's lazy chunk.
 */
export function adminRecipes(): Plugin {
  return {
    name: 'admin-recipes',
    enforce: 'pre',
    resolveId(id) {
      const match = /^chakra-recipes\/([\w-]+)\.js$/.exec(id);
      return match ? `${PREFIX}${match[1]}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const code = readFileSync(resolve(recipesDir, `${id.slice(PREFIX.length)}.js`), 'utf8');
      return code.replace(
        /from '(\.{1,2}\/[^']+)'/g,
        (_, path: string) => `from '${resolve(recipesDir, path)}'`,
      );
    },
  };
}
