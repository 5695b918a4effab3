import type { OperationId, OperationTypes } from './generated/operation-types';

/**
 * A service's input is what the operation's schema declares (schemas/api, generated into
 * ./generated/operation-types.ts), named here so services do not restate it: `BodyOf<'channelAdd'>`.
 */
export type BodyOf<Op extends OperationId> = OperationTypes[Op]['body'];

/** The query of operation `Op` as its schema declares it. */
export type QueryOf<Op extends OperationId> = OperationTypes[Op]['query'];
