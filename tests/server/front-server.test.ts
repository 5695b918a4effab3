import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { domains } from '../../server/db/schema';
import { caddyExecutablePath, startCaddy, type TestCaddy } from '../support/caddy';
import { freePort } from '../support/free-port';
import { startTestServer, type TestServer } from '../support/test-db';
import { daysAgo, insertDomain } from './front-helpers';
import { userByName } from './helpers';

/** The production front server's file (deploy/Caddyfile), run here with a local certificate authority. */
const DEPLOY_CADDYFILE_PATH = fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url));
const DEPLOY_CADDYFILE = fs.readFileSync(DEPLOY_CADDYFILE_PATH, 'utf8');
const CONSOLE_HOST = 'console.front.test';
const names = {
  bound: 'front-bound.app.localhost',
  custom: 'shop.front-custom.test',
  unbound: 'front-unbound.app.localhost',
  expiring: 'front-expiring.app.localhost',
  unknown: 'nobody.front.test',
};

/**
 * deploy/Caddyfile with test-only global options: its own ports, Caddy's admin endpoint off,
 * certificates from Caddy's local authority instead of ACME (`local_certs`: no Internet), and that
 * authority's root kept out of the machine's trust store.
 */
function testCaddyfile(ports: { http: number; https: number }): string {
  const options = ['admin off', `http_port ${ports.http}`, `https_port ${ports.https}`, 'local_certs', 'skip_install_trust'];
  const opened = DEPLOY_CADDYFILE.replace(/^\{$/m, `{\n${options.map((line) => `\t${line}`).join('\n')}`);
  if (opened === DEPLOY_CADDYFILE) throw new Error('deploy/Caddyfile has no global options block');
  return opened;
}

interface Got {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  /** The names of the certificate the server presented (HTTPS only). */
  certificateNames?: string;
}

describe('behind Caddy (deploy/Caddyfile)', () => {
  let server: TestServer;
  let caddy: TestCaddy;
  let dir: string;
  let ports: { http: number; https: number };

  beforeAll(async () => {
    const problem = inject('caddyProblem');
    if (problem) throw new Error(problem);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-front-'));
    server = await startTestServer({ config: { trustProxy: ['127.0.0.1', '::1'], consoleHost: CONSOLE_HOST } });
    const demo = (await userByName(server.database, 'demo')).id;
    await insertDomain(server.database, demo, names.bound);
    await insertDomain(server.database, demo, names.custom, { kind: 'custom' });
    await insertDomain(server.database, demo, names.unbound, { bound: false });
    await insertDomain(server.database, demo, names.expiring);
    ports = { http: await freePort(), https: await freePort() };
    caddy = await startCaddy({
      caddyfile: testCaddyfile(ports),
      dir,
      env: { ACME_EMAIL: 'ops@example.test', CONSOLE_HOST, APP_PORT: new URL(server.baseUrl).port },
    });
  });

  afterAll(async () => {
    await caddy?.stop();
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const overHttps = (name: string, url = '/') =>
    new Promise<Got>((resolve, reject) => {
      const request = https.get(
        {
          host: '127.0.0.1',
          port: ports.https,
          path: url,
          servername: name,
          headers: { host: `${name}:${ports.https}`, 'accept-language': 'en' },
          ca: caddy.rootCertificate(),
          agent: false,
        },
        (res) => {
          const certificateNames = (res.socket as TLSSocket).getPeerCertificate().subjectaltname;
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers, certificateNames }));
        },
      );
      request.on('error', reject);
    });

  const overHttp = (name: string, url = '/') =>
    new Promise<Got>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port: ports.http, path: url, headers: { host: name, 'accept-language': 'en' }, agent: false },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
        },
      );
      request.on('error', reject);
    });

  it('serves a bound subdomain and a verified custom domain over HTTPS, each with a certificate for its name', async () => {
    for (const name of [names.bound, names.custom]) {
      const page = await overHttps(name);
      expect(page.status, caddy.log()).toBe(200);
      expect(page.certificateNames).toBe(`DNS:${name}`);
      expect(page.body).toContain(`<h1>Site ${name}</h1>`);
      // The page's own addresses are the visitor's: HTTPS, the front server's host and port.
      const manifest = JSON.parse((await overHttps(name, '/manifest.webmanifest')).body);
      expect(manifest.related_applications[0].url).toBe(`https://${name}:${ports.https}/manifest.webmanifest`);
    }
  });

  it('sends plain HTTP on a bound domain on to HTTPS', async () => {
    const res = await overHttp(names.bound, '/?c=abc');
    expect(res.status).toBe(307);
    expect(res.headers.location).toBe(`https://${names.bound}/?c=abc`);
  });

  it('gets no certificate for a name the service does not serve: the TLS handshake fails', async () => {
    for (const name of [names.unknown, names.unbound]) {
      // Caddy ends the handshake with an alert when the ask refuses (it has no certificate to offer).
      await expect(overHttps(name), name).rejects.toMatchObject({ code: 'EPROTO', message: expect.stringMatching(/alert internal error/) });
    }
  });

  it('shows an unbound domain its notice page over plain HTTP', async () => {
    const page = await overHttp(names.unbound);
    expect(page.status).toBe(404);
    expect(page.body).toContain('<h1>No app here yet</h1>');
  });

  it('shows a domain that expired after its certificate was issued its notice page, over HTTPS and over HTTP', async () => {
    expect((await overHttps(names.expiring)).status).toBe(200);
    await server.database.db
      .update(domains)
      .set({ expiresAt: daysAgo(1) })
      .where(eq(domains.fullName, names.expiring));
    for (const page of [await overHttps(names.expiring), await overHttp(names.expiring)]) {
      expect(page.status).toBe(410);
      expect(page.body).toContain('<h1>Domain expired</h1>');
    }
  });

  it('answers the console on its own host, with its own certificate, and sends its plain HTTP to HTTPS', async () => {
    const document = await overHttps(CONSOLE_HOST, '/api/v1/openapi.json');
    expect(document.status).toBe(200);
    expect(document.certificateNames).toBe(`DNS:${CONSOLE_HOST}`);
    // The console's links name the host and scheme the visitor used (the trusted X-Forwarded-* of Caddy).
    expect(JSON.parse(document.body).servers[0].url).toBe(`https://${CONSOLE_HOST}:${ports.https}`);
    const plain = await overHttp(CONSOLE_HOST, '/login');
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toMatch(new RegExp(`^https://${CONSOLE_HOST.replaceAll('.', '\\.')}(:\\d+)?/login$`));
  });

  it('keeps deploy/Caddyfile valid for Caddy, with the settings it reads', () => {
    const validate = (env: Record<string, string>) =>
      spawnSync(caddyExecutablePath(), ['validate', '--adapter', 'caddyfile', '--config', DEPLOY_CADDYFILE_PATH], {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: dir,
          XDG_DATA_HOME: path.join(dir, 'validate'),
          XDG_CONFIG_HOME: path.join(dir, 'validate'),
          ...env,
        },
        encoding: 'utf8',
      });
    const valid = validate({ ACME_EMAIL: 'ops@example.com', CONSOLE_HOST: 'console.example.com' });
    expect(valid.status, valid.stderr).toBe(0);
    expect(valid.stdout + valid.stderr).toContain('Valid configuration');
    // Without its settings Caddy refuses it rather than run without a console or an ACME e-mail.
    expect(validate({ ACME_EMAIL: 'ops@example.com' }).status).not.toBe(0);
    expect(validate({ CONSOLE_HOST: 'console.example.com' }).status).not.toBe(0);
  });
});
