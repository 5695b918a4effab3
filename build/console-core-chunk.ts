import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/*
 * The signed-in console's common code in one chunk ("console-core"), in two build passes.
 *
 * Left to automatic chunking, the code a list page needs after sign-in is spread over some seventy
 * small files, one per combination of lazy screens sharing it: gzip then compresses each on its own,
 * about 25 KB more in all, and the browser makes seventy requests. Which modules /login and the other
 * signed-out screens load is only known exactly once the bundle is chunked (antd's index imports
 * every component; tree shaking decides what remains), so:
 * - pass one (`vite build --mode chunk-plan`) builds as usual and writes the plan: the modules of the
 *   chunks a list page loads after sign-in, less those of the chunks a signed-out screen loads;
 * - pass two (`vite build`) puts the planned modules into one chunk (output.codeSplitting group).
 * Without a plan, pass two is an ordinary build. Modules that are loaded with import() keep their own
 * (small) chunk: rolldown cannot yet export a dynamic import's namespace from a group's chunk.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const planFile = path.join(repoRoot, 'node_modules', '.cache', 'pwa-console', 'console-core-plan.json');
const relative = (id: string) => path.relative(repoRoot, id.split('?')[0]!).replace(/\\/g, '/');

interface Roots {
  /** Modules the signed-out screens start from (their chunks and what those import statically). */
  signedOut: string[];
  /** Lazily loaded modules on every signed-in way to a list page. */
  core: string[];
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

/** Pass one: writes the plan from the finished bundle. */
export function planConsoleCore(roots: Roots): Plugin {
  return {
    name: 'plan-console-core',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is typeof output & BundleChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => relative(id) === module));
        if (!chunk) throw new Error(`plan-console-core: no chunk holds ${module}`);
        return chunk;
      };
      const modulesLoadedFrom = (starts: BundleChunk[]) => {
        const seen = new Set<string>();
        const modules = new Set<string>();
        const visit = (chunk: BundleChunk | undefined) => {
          if (!chunk || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const id of chunk.moduleIds) modules.add(relative(id));
          for (const imported of chunk.imports) visit(byFile.get(imported));
        };
        starts.forEach(visit);
        return modules;
      };
      const signedOut = modulesLoadedFrom([...chunks.filter((chunk) => chunk.isEntry), ...roots.signedOut.map(chunkOf)]);
      const core = [...modulesLoadedFrom(roots.core.map(chunkOf))].filter((module) => !signedOut.has(module));
      fs.mkdirSync(path.dirname(planFile), { recursive: true });
      fs.writeFileSync(planFile, `${JSON.stringify({ modules: core.sort() }, null, 2)}\n`);
    },
  };
}

/** A group of rolldown's `output.codeSplitting`. */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
}

/** Pass two: the planned modules in one chunk (none when there is no plan). */
export function consoleCoreChunk(): { plugin: Plugin; group: ChunkGroup } {
  let captured = new Set<string>();
  const plugin: Plugin = {
    name: 'console-core-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error || !fs.existsSync(planFile)) return;
      const planned = new Set((JSON.parse(fs.readFileSync(planFile, 'utf8')) as { modules: string[] }).modules);
      captured = new Set(
        [...this.getModuleIds()].filter((id) => planned.has(relative(id)) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0),
      );
    },
  };
  const group: ChunkGroup = {
    name: 'console-core',
    test: (id) => captured.has(id),
    // The core's imports from the signed-out screens' chunks stay there.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
