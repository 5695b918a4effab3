import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { compileMessages } from '../api/compile-messages';
import { inlineRefs, schemasRoot, type OperationSpec } from '../api/schema-loader';
import type { PageBody } from '../../contract/generated/page-schema';
import { checkIntegerBounds, checkOperationInputs } from './check-operation-inputs';
import { iconProblem } from './check-icons';
import { isFrameAddress } from '../../contract/frame-address';
import { users } from '../auth/tables';
import { checkPageBody } from './check-page-bodies';
import { withReferenceOptions } from '../resources/reference-options';
import { checkResources } from './check-resources';

import { formatProblem, type SchemaProblem } from './schema-problem';
import { duplicateKeys } from './duplicate-keys';

export { formatProblem, type SchemaProblem };

type Json = Record<string, unknown>;

interface LoadedFile {
  rel: string;
  dir: string;
  json: Json;
}

function loadFolder(root: string, folder: string, problems: SchemaProblem[]): LoadedFile[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const rel = `schemas/${folder}/${f}`;
      try {
        const text = fs.readFileSync(path.join(dir, f), 'utf8');
        const json = JSON.parse(text) as Json;
        for (const pointer of duplicateKeys(text))
          problems.push({ file: rel, pointer, message: 'this key is written twice in its object (the first is lost)' });
        return [{ rel, dir, json }];
      } catch (error) {
        problems.push({ file: rel, pointer: '', message: `not valid JSON: ${(error as Error).message}` });
        return [];
      }
    });
}

interface LocaleFile {
  /** File name, e.g. `menu.json`; its namespace is the name without `.json`. */
  file: string;
  messages: Record<string, string>;
}

/** The message files of one locale, read once for the key and message checks. */
function readLocaleFiles(localesDir: string, locale: string): LocaleFile[] {
  const dir = path.join(localesDir, locale);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .map((file) => ({ file, messages: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string> }));
}

function localeKeysOf(files: LocaleFile[]): Set<string> {
  const keys = new Set<string>();
  for (const { file, messages } of files) {
    const ns = file.replace(/\.json$/, '');
    for (const key of Object.keys(messages)) keys.add(`${ns}.${key}`);
  }
  return keys;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every message of the locale's files must be a valid ICU message (the console receives them parsed). */
function checkLocaleMessages(locale: string, files: LocaleFile[], problems: SchemaProblem[]): void {
  for (const { file, messages } of files) {
    compileMessages(messages, locale, (key, error) => {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push({
        file: `locales/${locale}/${file}`,
        pointer: `/${escapePointer(key)}`,
        message: `not a valid ICU message (${reason})`,
      });
    });
  }
}

export interface CheckOptions {
  root?: string;
  localesDir?: string;
  locales?: string[];
}

/** Validates every schema file against its meta schema and checks the references between files. */
export function checkSchemas(options: CheckOptions = {}): SchemaProblem[] {
  const root = options.root ?? schemasRoot;
  const localesDir = options.localesDir ?? path.join(root, '..', 'locales');
  const locales = options.locales ?? ['zh_CN', 'en'];
  const problems: SchemaProblem[] = [];
  const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false, discriminator: true }));

  // Meta and entity schemas are registered under their file URLs, so relative $refs between files and
  // internal #/$defs refs both resolve as an editor resolves them.
  const registered = new Set<string>();
  const register = (folder: string) => {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) return;
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const url = pathToFileURL(path.join(dir, f)).href;
      try {
        const { $id: _id, $schema: _s, ...schema } = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Json;
        ajv.addSchema(schema, url);
        registered.add(url);
      } catch {
        // Unparseable files are reported where they are loaded.
      }
    }
  };
  register('meta');
  register('entities');

  const validateWith = (metaFile: string, files: LoadedFile[]) => {
    const validate = ajv.getSchema(pathToFileURL(path.join(root, 'meta', metaFile)).href);
    if (!validate) throw new Error(`meta schema ${metaFile} is missing`);
    for (const file of files) {
      if (!validate(file.json)) {
        for (const e of validate.errors ?? []) {
          const extra = e.keyword === 'additionalProperties' ? ` '${(e.params as Json).additionalProperty}'` : '';
          problems.push({ file: file.rel, pointer: e.instancePath, message: `${e.message}${extra}` });
        }
      }
    }
  };

  // Entities: each must itself be a valid JSON Schema with a title (the generated type's name).
  const entities = loadFolder(root, 'entities', problems);
  for (const file of entities) {
    checkIntegerBounds(file.rel, file.json, (p) => problems.push(p));
    if (typeof file.json.title !== 'string') problems.push({ file: file.rel, pointer: '/title', message: 'an entity needs a title' });
    try {
      if (!ajv.validateSchema(file.json)) {
        problems.push({ file: file.rel, pointer: '', message: `not a valid JSON Schema: ${ajv.errorsText(ajv.errors)}` });
      }
      ajv.getSchema(pathToFileURL(path.join(file.dir, path.basename(file.rel))).href);
    } catch (error) {
      problems.push({ file: file.rel, pointer: '', message: (error as Error).message });
    }
  }

  // API operations: meta schema, unique ids and routes, resolvable $refs.
  const apiFiles = loadFolder(root, 'api', problems);
  validateWith('api.schema.json', apiFiles);
  const seenIds = new Map<string, string>();
  const seenRoutes = new Map<string, string>();
  for (const file of apiFiles) {
    checkIntegerBounds(file.rel, file.json, (p) => problems.push(p));
    const ops = Array.isArray(file.json.operations) ? (file.json.operations as Json[]) : [];
    ops.forEach((op, i) => {
      const at = `/operations/${i}`;
      checkOperationInputs(file.rel, op, at, (p) => problems.push(p));
      const id = String(op.operationId);
      const route = `${String(op.method)} ${String(op.path)}`;
      if (seenIds.has(id))
        problems.push({ file: file.rel, pointer: `${at}/operationId`, message: `operationId '${id}' is also used in ${seenIds.get(id)}` });
      else seenIds.set(id, file.rel);
      if (seenRoutes.has(route))
        problems.push({ file: file.rel, pointer: `${at}/path`, message: `route '${route}' is also declared in ${seenRoutes.get(route)}` });
      else seenRoutes.set(route, file.rel);
      try {
        inlineRefs(op, file.dir);
      } catch (error) {
        problems.push({ file: file.rel, pointer: at, message: `unresolvable $ref: ${(error as Error).message}` });
      }
    });
  }

  const checkedResources = checkResources(root, { ids: seenIds, routes: seenRoutes }, (p) => problems.push(p));

  // Data topics: a change nobody reads refreshes nothing, a topic read but never changed never refreshes.
  const topicsOf = (key: 'reads' | 'changes') =>
    new Set(
      apiFiles.flatMap((file) =>
        ((file.json.operations as Json[] | undefined) ?? []).flatMap((op) => (op[key] as string[] | undefined) ?? []),
      ),
    );
  const readTopics = topicsOf('reads');
  const changedTopics = topicsOf('changes');
  for (const file of apiFiles) {
    ((file.json.operations as Json[] | undefined) ?? []).forEach((op, i) => {
      ((op.changes as string[] | undefined) ?? []).forEach((topic, j) => {
        if (!readTopics.has(topic))
          problems.push({
            file: file.rel,
            pointer: `/operations/${i}/changes/${j}`,
            message: `no operation reads the data topic '${topic}'`,
          });
      });
      ((op.reads as string[] | undefined) ?? []).forEach((topic, j) => {
        if (!changedTopics.has(topic))
          problems.push({
            file: file.rel,
            pointer: `/operations/${i}/reads/${j}`,
            message: `no operation changes the data topic '${topic}'`,
          });
      });
    });
  }

  // What page bodies may refer to: operations (refs inlined) and entities by file name.
  const operationsById = new Map<string, OperationSpec>();
  for (const file of apiFiles) {
    for (const op of (file.json.operations as Json[] | undefined) ?? []) {
      try {
        operationsById.set(String(op.operationId), inlineRefs(op, file.dir) as unknown as OperationSpec);
      } catch {
        // Reported above as an unresolvable $ref.
      }
    }
  }
  for (const op of checkedResources.operations) operationsById.set(op.operationId, op);
  const entitiesByName = new Map<string, Json>(checkedResources.entities);
  for (const file of entities) {
    try {
      entitiesByName.set(path.basename(file.rel, '.json'), inlineRefs(file.json, file.dir) as Json);
    } catch {
      // Reported above.
    }
  }

  // Pages: meta schema, unique names and paths, titles present in every locale, body references.
  const pageFiles = loadFolder(root, 'pages', problems);
  validateWith('page.schema.json', pageFiles);
  const localeFiles = locales.map((l) => [l, readLocaleFiles(localesDir, l)] as const);
  const localeKeys = localeFiles.map(([l, files]) => [l, localeKeysOf(files)] as const);
  const seenNames = new Map<string, string>();
  const routePaths = new Set(
    pageFiles.flatMap((file) => [file.json, ...((file.json.children as Json[] | undefined) ?? [])].map((node) => String(node.path))),
  );
  const checkTitle = (file: LoadedFile, pointer: string, title: unknown) => {
    if (typeof title !== 'string') return;
    for (const [locale, keys] of localeKeys) {
      if (!keys.has(title)) problems.push({ file: file.rel, pointer, message: `locale key '${title}' is missing in locales/${locale}` });
    }
  };
  // A resource field's title names it in messages (a value already used): present in every locale.
  for (const spec of checkedResources.resources)
    for (const [name, field] of Object.entries(spec.fields))
      for (const [locale, keys] of localeKeys)
        if (field.title && !keys.has(field.title))
          problems.push({
            file: spec.source,
            pointer: `/fields/${escapePointer(name)}/title`,
            message: `locale key '${field.title}' is missing in locales/${locale}`,
          });
  for (const file of pageFiles) {
    const routes = [
      { node: file.json, at: '' },
      ...((file.json.children as Json[] | undefined) ?? []).map((c, i) => ({ node: c, at: `/children/${i}` })),
    ];
    for (const { node, at } of routes) {
      const name = String(node.name);
      if (seenNames.has(name))
        problems.push({ file: file.rel, pointer: `${at}/name`, message: `route name '${name}' is also used in ${seenNames.get(name)}` });
      else seenNames.set(name, file.rel);
      checkTitle(file, `${at}/meta/title`, (node.meta as Json | undefined)?.title);
      const wrongIcon = iconProblem((node.meta as Json | undefined)?.icon, 'menu');
      if (wrongIcon) problems.push({ file: file.rel, pointer: `${at}/meta/icon`, message: wrongIcon });
      const frameSrc = (node.meta as Json | undefined)?.frameSrc;
      if (frameSrc !== undefined && !(typeof frameSrc === 'string' && isFrameAddress(frameSrc)))
        problems.push({
          file: file.rel,
          pointer: `${at}/meta/frameSrc`,
          message: `frameSrc '${String(frameSrc)}' is neither a path of this site nor an https address (contract/frame-address.ts)`,
        });
      if (frameSrc !== undefined && node.body)
        problems.push({ file: file.rel, pointer: `${at}/body`, message: 'a route with frameSrc draws the frame, so it has no body' });
      if (at && node.body && typeof node.body === 'object') {
        const rolesOf = (n: Json) => (n.meta as { roles?: string[] } | undefined)?.roles;
        checkPageBody(withReferenceOptions(node.body as PageBody, checkedResources.resources), `${at}/body`, {
          roles: rolesOf(node) ?? rolesOf(file.json) ?? [...users.role.enumValues],
          routes: routePaths,
          file: file.rel,
          operations: operationsById,
          entities: entitiesByName,
          hasLocaleKey: (id) => localeKeys.filter(([, keys]) => !keys.has(id)).map(([locale]) => locale),
          report: (p) => problems.push(p),
        });
      }
    }
  }

  // Locales: every message parses, and every locale has the same keys.
  for (const [locale, files] of localeFiles) checkLocaleMessages(locale, files, problems);
  const [first, ...rest] = localeKeys;
  if (first) {
    for (const [locale, keys] of rest) {
      for (const key of first[1])
        if (!keys.has(key))
          problems.push({
            file: `locales/${locale}`,
            pointer: `/${escapePointer(key)}`,
            message: `missing (present in locales/${first[0]})`,
          });
      for (const key of keys)
        if (!first[1].has(key))
          problems.push({
            file: `locales/${first[0]}`,
            pointer: `/${escapePointer(key)}`,
            message: `missing (present in locales/${locale})`,
          });
    }
  }
  return problems;
}
