export { procedureArea, type ContractArea, type ProcedureContext, type ProcedureHandler } from './procedure.ts';
export { successResponse, errorResponse, PreparedAnswer } from './envelope.ts';
export { publishInvalidation } from './invalidation.ts';
export { log, describeError } from './log.ts';
