import type { components, paths } from './contract.gen';

/**
 * The API's contract as TypeScript (issue 12 item 3): each call names a path of the document
 * (`'/labels/{id}'`), its path params, query and body are checked against the route's
 * declaration, and it resolves to the route's success `payload`. The types are generated from
 * `/api/openapi.json` (contract.gen.ts, `npm run api:types`); nothing here is written by hand per
 * route, so a wrong path, param or payload fails `tsc`.
 */
export type ApiPaths = paths;

/** A named schema of the document (`ApiSchema<'Label'>`): the JSON of a row as the API sends it. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that answer `method`. */
export type PathOf<Method extends HttpMethod> = {
  [Path in keyof paths]-?: undefined extends paths[Path][Method] ? never : Path;
}[keyof paths];

/** The declaration of `method` on `path`. */
export type Operation<Path extends keyof paths, Method extends HttpMethod> = NonNullable<paths[Path][Method]>;

type Parameters_<Op> = Op extends { parameters: infer P } ? P : object;
type Present<T> = [NonNullable<T>] extends [never] ? false : true;

type PathPart<Op> =
  Parameters_<Op> extends { path: infer P extends object } ? { path: P } : { path?: undefined };

type QueryPart<Op> =
  Parameters_<Op> extends { query: infer Q extends object }
    ? { query: Q }
    : Parameters_<Op> extends { query?: infer Q }
      ? Present<Q> extends true
        ? { query?: NonNullable<Q> }
        : { query?: undefined }
      : { query?: undefined };

type BodyOf<Content> = Content extends { 'application/json': infer Json }
  ? Json
  : Content extends { 'multipart/form-data': unknown }
    ? FormData
    : never;

type BodyPart<Op> = Op extends { requestBody: { content: infer Content } }
  ? { body: BodyOf<Content> }
  : Op extends { requestBody?: infer Body }
    ? Present<Body> extends true
      ? { body?: BodyOf<NonNullable<Body> extends { content: infer Content } ? Content : never> }
      : { body?: undefined }
    : { body?: undefined };

/** What a call passes: the path params, the query, the body, and an abort signal. */
export type CallInit<Op> = PathPart<Op> & QueryPart<Op> & BodyPart<Op> & { signal?: AbortSignal };

type RequiredKeys<T> = { [Key in keyof T]-?: undefined extends T[Key] ? never : Key }[keyof T];

/** The init argument, optional when nothing in it is required. */
export type CallArgs<Op> = [RequiredKeys<CallInit<Op>>] extends [never]
  ? [init?: CallInit<Op>]
  : [init: CallInit<Op>];

type SuccessStatus = 200 | 201 | 202;
type SuccessContent<Op> = Op extends { responses: infer Responses }
  ? Responses[keyof Responses & SuccessStatus] extends { content: { 'application/json': infer Json } }
    ? Json
    : never
  : never;

/** What a call resolves to: the `payload` of the route's success envelope. */
export type Payload<Op> = SuccessContent<Op> extends { payload: infer Data } ? Data : never;

/** The payload of `method` on `path`, for a screen's own types (`ApiPayload<'get', '/labels/fetch'>`). */
export type ApiPayload<Method extends HttpMethod, Path extends PathOf<Method>> = Payload<
  Operation<Path, Method>
>;

/** The JSON body of `method` on `path`. */
export type ApiBody<Method extends HttpMethod, Path extends PathOf<Method>> = CallInit<
  Operation<Path, Method>
>['body'];

/** The query of `method` on `path`. */
export type ApiQuery<Method extends HttpMethod, Path extends PathOf<Method>> = CallInit<
  Operation<Path, Method>
>['query'];

type TypedCall<Method extends HttpMethod> = <Path extends PathOf<Method>>(
  path: Path,
  ...init: CallArgs<Operation<Path, Method>>
) => Promise<Payload<Operation<Path, Method>>>;

/** One typed function per method: `api.GET('/labels/fetch', { query: { type: 'all' } })`. */
export interface TypedApi {
  GET: TypedCall<'get'>;
  POST: TypedCall<'post'>;
  PUT: TypedCall<'put'>;
  PATCH: TypedCall<'patch'>;
  DELETE: TypedCall<'delete'>;
}

/**
 * `/labels/{id}` with `{ id: 'a b' }` → `/labels/a%20b`. A param the path names but the call
 * does not give is a programming error (tsc already refuses it), so it throws.
 */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${template}: the path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}
