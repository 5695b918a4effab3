import type { Plugin } from 'vite';

/**
 * Adds <link rel="modulepreload"> for the login screen's chunks (and the default locale's boot
 * messages) to index.html. The app can only start their download after its whole entry graph has
 * arrived and run; from index.html they download alongside it, which is most of the time to a
 * usable login form. Pages other than /login pay a few KB of cached, unused preloads.
 */
export function preloadFirstScreen(entries: string[]): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const wanted = new Set<string>();
        const add = (fileName: string) => {
          if (wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const dependency of byFile.get(fileName)?.imports ?? []) add(dependency);
        };
        for (const entry of entries) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\\/g, '/').endsWith(entry));
          if (!chunk) throw new Error(`preload-first-screen: no chunk for ${entry}`);
          add(chunk.fileName);
        }
        const links = [...wanted]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`);
        return html.replace('</head>', `  ${links.join('\n  ')}\n  </head>`);
      },
    },
  };
}
