import fs from 'node:fs';
import path from 'node:path';
import { setOperationClient } from '@/renderer/core/call-operation';
import { clearEntitySchemaCache } from '@/renderer/entities/entity-schemas';
import { clearOptionsCache } from '@/renderer/value-types/options-cache';
import { createHttp } from '@/utils/http';
import { startScriptedServer, type Hit, type ScriptedServer } from '../../../http/support/scripted-server';
import { installUiSpies } from '../../../http/support/ui-spies';

export type { Hit, ScriptedServer };

/** The answer envelope of the console's API. */
export const ok = (data: unknown) => ({ body: { code: 0, msg: 'ok', data } });

// The unit project runs from the repository root.
const entitiesDir = path.resolve(process.cwd(), 'schemas/entities');

const readEntity = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(entitiesDir, file), 'utf8'));

/** Inlines the `$ref`s between entity files (ids, counts, money), as the server's schema loader does. */
function inlineRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inlineRefs);
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inlineRefs(value)]));
  if (typeof $ref !== 'string' || $ref.startsWith('#')) return $ref === undefined ? own : { $ref, ...own };
  const { $schema: _s, $id: _i, ...target } = inlineRefs(readEntity(path.basename($ref))) as Record<string, unknown>;
  return { ...target, ...own };
}

/** The entity schemas as the server's listConsoleEntities answers them (file name → schema, $refs inlined). */
export function entitySchemas(): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (const file of fs.readdirSync(entitiesDir)) {
    if (file.endsWith('.json')) schemas[file.replace(/\.json$/, '')] = inlineRefs(readEntity(file));
  }
  return schemas;
}

/** A real local HTTP server the renderer talks to through the console's HTTP layer. */
export async function startApiServer() {
  const server = await startScriptedServer();
  setOperationClient(createHttp({ apiUrl: server.url, urlPrefix: '' }));
  return server;
}

/** Per test: no scripts or hits left over, caches empty, UI hooks of the HTTP layer spied on. */
export function resetApi(server: ScriptedServer) {
  server.reset();
  clearEntitySchemaCache();
  clearOptionsCache();
  server.answer('/api/v1/console/entities', ok(entitySchemas()));
  return installUiSpies('en');
}

export async function stopApiServer(server: ScriptedServer) {
  setOperationClient();
  await server.close();
}

/** The JSON body of a request the server got. */
export const jsonBody = (hit: Hit) => JSON.parse(hit.body) as Record<string, unknown>;
