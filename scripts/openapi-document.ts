import type { JsonSchema } from '@valibot/to-json-schema';
import { LANGUAGE_HEADER, MERCHANT_HEADER } from '../contract/boot.ts';
import { EncryptedPayloadSchema } from '../contract/crypto.ts';
import { implicitErrors, type AnyEndpoint } from '../contract/endpoint.ts';
import { ERROR_CODES, errorStatus, type ErrorCode } from '../contract/errors.ts';
import type { PageRoute } from '../contract/page.ts';
import type { ContractRoutes } from './contract-routes.ts';
import { createSchemaConverter, type SchemaConverter } from './openapi-schema.ts';

type Json = Record<string, unknown>;

/** `/wps/sandbox/pay/:paymentRef` → `/wps/sandbox/pay/{paymentRef}`, as OpenAPI writes it. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const TAGS = {
  member: 'The calls a brand site makes (spec §7).',
  operator: "An operator's back-office, with an operator key that covers the merchant.",
  sandbox: 'Sandbox stand-ins for outside services; mounted only in sandbox mode.',
  gateway: "A payment provider's signed callback.",
} as const;

const FAILURE = { $ref: '#/components/schemas/Failure' };

function securityOf(endpoint: AnyEndpoint): Json[] {
  if (endpoint.audience === 'operator') return [{ operatorKey: [] }];
  if (endpoint.audience === 'gateway') return [{ sandboxSignature: [] }];
  return endpoint.token ? [{ memberToken: [] }] : [];
}

/** The codes an endpoint can answer, by HTTP status; client-only codes (status 0) left out. */
function errorsByStatus(endpoint: AnyEndpoint): Map<number, ErrorCode[]> {
  const codes = new Set<ErrorCode>([...endpoint.errors, ...implicitErrors(endpoint)]);
  // The site gate (maintenance, blocked region) is for visitors; other callers pass it.
  if (endpoint.audience)
    for (const code of ['MAINTENANCE', 'REGION_RESTRICTED'] as const) codes.delete(code);
  if (endpoint.audience === 'gateway') codes.delete('UNKNOWN_MERCHANT');
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes].sort()) {
    const status = errorStatus(code);
    if (status === 0) continue;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

function pathParameters(path: string): Json[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

/** Each property of an object schema as one query parameter; any other shape as one object. */
function queryParameters(schema: JsonSchema): Json[] {
  const properties = schema.properties;
  if (schema.type !== 'object' || typeof properties !== 'object') {
    return [{ name: 'input', in: 'query', style: 'form', explode: true, schema }];
  }
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function headerParameters(endpoint: AnyEndpoint): Json[] {
  if (endpoint.audience === 'gateway') return [];
  const merchant = { $ref: '#/components/parameters/Merchant' };
  return endpoint.audience ? [merchant] : [merchant, { $ref: '#/components/parameters/Language' }];
}

function requestBody(endpoint: AnyEndpoint, convert: SchemaConverter['convert']): Json {
  const input = convert(endpoint.input, 'input', `${endpoint.id}.input`);
  if (endpoint.encrypted) {
    return {
      required: true,
      description:
        'Encrypted (E): the body is the sealed envelope {k, iv, ct, ts, n} (AES-256-GCM under a key wrapped with the RSA-OAEP public key of the status answer; contract/crypto.ts). Its plaintext is the JSON of x-plaintext.',
      content: {
        'application/json': {
          schema: convert(EncryptedPayloadSchema, 'input', 'EncryptedPayload'),
          'x-plaintext': input,
        },
      },
    };
  }
  const type = endpoint.formEncoded ? 'application/x-www-form-urlencoded' : 'application/json';
  return { required: true, content: { [type]: { schema: input } } };
}

function responses(endpoint: AnyEndpoint, convert: SchemaConverter['convert']): Json {
  const answers: Json = {
    200: {
      description: 'The success envelope; `value` is checked against the contract.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              success: { const: true },
              value: convert(endpoint.value, 'output', `${endpoint.id}.value`),
              message: { type: 'string' },
            },
            required: ['success', 'value'],
          },
        },
      },
    },
  };
  for (const [status, codes] of [...errorsByStatus(endpoint)].sort(([a], [b]) => a - b)) {
    answers[status] = {
      description: `A failure envelope: ${codes.join(', ')}.`,
      content: {
        'application/json': {
          schema: { allOf: [FAILURE, { properties: { code: { enum: codes } } }] },
        },
      },
    };
  }
  return answers;
}

function endpointOperation(endpoint: AnyEndpoint, convert: SchemaConverter['convert']): Json {
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const operation: Json = {
    operationId: endpoint.id,
    tags: [endpoint.audience ?? 'member'],
    security: securityOf(endpoint),
    parameters: [
      ...headerParameters(endpoint),
      ...pathParameters(endpoint.path),
      ...(inQuery ? queryParameters(convert(endpoint.input, 'input', `${endpoint.id}.input`)) : []),
    ],
    responses: responses(endpoint, convert),
    'x-error-codes': [...new Set(errorsByStatus(endpoint).values())].flat(),
  };
  if (!inQuery) operation.requestBody = requestBody(endpoint, convert);
  if (endpoint.requires?.length) operation['x-requires-modules'] = [...endpoint.requires];
  return operation;
}

const HTML = { 'text/html': { schema: { type: 'string' } } };

/** A page's operation, or the page's forms and HTML answers added to the endpoint at its path. */
function pageOperation(page: PageRoute, convert: SchemaConverter['convert'], into?: Json): Json {
  const operation: Json = into ?? {
    operationId: page.id,
    tags: [page.audience],
    security: [],
    parameters: [...pathParameters(page.path)],
    responses: {},
  };
  operation.summary = page.summary;
  const parameters = operation.parameters as Json[];
  if (page.query)
    parameters.push(...queryParameters(convert(page.query, 'input', `${page.id}.query`)));
  if (page.form) {
    const body = (operation.requestBody ?? { required: true, content: {} }) as {
      content: Json;
    };
    body.content['application/x-www-form-urlencoded'] = {
      schema: convert(page.form, 'input', `${page.id}.form`),
    };
    operation.requestBody = body;
  }
  const answers = operation.responses as Record<string, { description: string; content?: Json }>;
  if (page.redirects) {
    answers[302] = { description: 'Back to redirect_uri, with a code or an error.' };
  }
  const ok = answers[200] ?? { description: 'The page.' };
  ok.content = { ...ok.content, ...HTML };
  answers[200] = ok;
  answers[404] ??= { description: 'Not found.', content: HTML };
  return operation;
}

export function openApiDocument(
  routes: ContractRoutes,
  version: string,
): {
  document: Json;
  gaps: ReadonlySet<string>;
} {
  const converter = createSchemaConverter();
  const convert = converter.convert.bind(converter);
  const paths: Record<string, Record<string, Json>> = {};
  const operationAt = (path: string, method: string) =>
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()];
  for (const endpoint of routes.endpoints) {
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = endpointOperation(
      endpoint,
      convert,
    );
  }
  for (const page of routes.pages) {
    const existing = operationAt(page.path, page.method);
    (paths[openApiPath(page.path)] ??= {})[page.method.toLowerCase()] = pageOperation(
      page,
      convert,
      existing,
    );
  }
  const sorted = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((path) => [
        path,
        Object.fromEntries(
          Object.entries(paths[path] ?? {}).sort(([a], [b]) => a.localeCompare(b)),
        ),
      ]),
  );
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'whitelabel platform API',
      version,
      description:
        'Generated from contract/ by `npm run openapi`; do not edit. Every answer is an envelope: `{ success: true, value }` or `{ success: false, code, message }`. The Merchant header (or the host) picks the brand.',
    },
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths: sorted,
    components: {
      parameters: {
        Merchant: {
          name: MERCHANT_HEADER,
          in: 'header',
          required: false,
          description: "The brand's merchant code; without it the host picks the brand.",
          schema: { type: 'string' },
        },
        Language: {
          name: LANGUAGE_HEADER,
          in: 'header',
          required: false,
          description: 'The language of messages in the answer (spec §9 codes).',
          schema: { type: 'string' },
        },
      },
      schemas: {
        ...Object.fromEntries(
          Object.entries(converter.definitions).sort(([a], [b]) => a.localeCompare(b)),
        ),
        ErrorCode: { type: 'string', enum: [...ERROR_CODES].sort() },
        Failure: {
          type: 'object',
          properties: {
            success: { const: false },
            code: { $ref: '#/components/schemas/ErrorCode' },
            message: { type: 'string' },
            value: {},
          },
          required: ['success', 'code', 'message'],
        },
      },
      securitySchemes: {
        memberToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token of login (T in spec §7).',
        },
        operatorKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            '`Operator <key>`: a key made by `whitelabel platform keys create` for the brand.',
        },
        sandboxSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Sandbox-Signature',
          description:
            "Hex HMAC-SHA256 of the raw body under the merchant's sandbox gateway secret.",
        },
      },
    },
  };
  return { document, gaps: converter.gaps };
}
