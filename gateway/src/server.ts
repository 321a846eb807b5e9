import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { bearerToken, createTokenVerifier } from './auth/jwt.ts';
import type { GatewayContext } from './context.ts';
import { ApiDataSource } from './datasources/api.ts';
import type { ThirdPartyConfig } from './datasources/third-party-config.ts';
import { createThirdPartyDataSources } from './datasources/third-party-sources.ts';
import { formatError } from './formatError.ts';
import { LIMITS, validationRules } from './limits.ts';
import { createLoaders } from './loaders.ts';
import { buildSchema } from './schema.ts';
import { graphqlUploads } from './uploads/middleware.ts';

export interface GatewayAppOptions {
  apiUrl: string;
  jwtSecret: string;
  /** Folder of the built web app; served at / when it has an index.html. */
  webDist: string;
  production: boolean;
  /** Where the CRM, property and AI services are (resolveThirdPartyConfig). */
  thirdParty: ThirdPartyConfig;
}

/** Request headers worth passing to the API for an image, and response headers worth passing back. */
const UPLOAD_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since'];
const UPLOAD_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'content-disposition',
  'content-security-policy',
  'x-content-type-options',
  'cross-origin-resource-policy',
];

/** `/uploads/*` is served by the API; proxying it keeps images same-origin for the browser. */
function uploadsProxy(apiUrl: string): RequestHandler {
  const base = apiUrl.replace(/\/$/, '');
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const headers: Record<string, string> = {};
    for (const name of UPLOAD_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const upstream = await fetch(`${base}${req.originalUrl}`, {
        method: req.method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      res.status(upstream.status);
      for (const name of UPLOAD_RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value !== null) res.setHeader(name, value);
      }
      if (!upstream.body || req.method === 'HEAD') return void res.end();
      Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).on('error', () => res.destroy()).pipe(res);
    } catch {
      if (!res.headersSent) res.status(502).type('text/plain').send('Upload storage is unavailable');
      else res.destroy();
    }
  };
}

/** The built single-page app; any GET that is not a file falls back to index.html (client routing). */
function webApp(webDist: string): RequestHandler[] {
  const indexHtml = path.join(webDist, 'index.html');
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const lastSegment = req.path.split('/').pop() ?? '';
    if (lastSegment.includes('.')) return next(); // a missing file is a 404, not the app
    if (!existsSync(indexHtml)) {
      return void res.status(503).type('text/plain').send('The web app is not built yet: run `pnpm build` (or `pnpm start`, which builds it).');
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  };
  return [express.static(webDist, { index: false, fallthrough: true }), fallback];
}

/** Body-parser failures answered in GraphQL's error shape instead of an HTML page. */
const jsonBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large') {
    return void res.status(413).json({ errors: [{ message: `Request body is larger than ${LIMITS.jsonBodyLimit}`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  }
  if (type === 'entity.parse.failed') {
    return void res.status(400).json({ errors: [{ message: 'Request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }] });
  }
  next(error);
};

export interface GatewayApp {
  app: express.Express;
  httpServer: http.Server;
  apollo: ApolloServer<GatewayContext>;
}

export async function createGatewayApp(options: GatewayAppOptions): Promise<GatewayApp> {
  const app = express();
  app.disable('x-powered-by');
  const httpServer = http.createServer(app);
  const verifyToken = createTokenVerifier(options.jwtSecret);

  const apollo = new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    validationRules,
    formatError,
    includeStacktraceInErrorResponses: false,
    introspection: !options.production,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      options.production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
  });
  await apollo.start();

  const context = async ({ req }: { req: Request }): Promise<GatewayContext> => {
    const presented = bearerToken(req.headers.authorization);
    const viewer = presented ? await verifyToken(presented) : null;
    // An invalid or expired token is treated as no token at all: it is neither trusted nor forwarded.
    const token = viewer ? presented : null;
    const api = new ApiDataSource(options.apiUrl, token);
    return { token, viewer, api, loaders: createLoaders(api), thirdParty: createThirdPartyDataSources(options.thirdParty) };
  };

  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    next();
  });
  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  // No CORS middleware: the web app is served from this origin (and Vite proxies in development).
  app.use('/graphql', ...graphqlUploads(), express.json({ limit: LIMITS.jsonBodyLimit }), jsonBodyErrors, expressMiddleware(apollo, { context }));
  app.use('/uploads', uploadsProxy(options.apiUrl));
  app.use(webApp(options.webDist));

  return { app, httpServer, apollo };
}
