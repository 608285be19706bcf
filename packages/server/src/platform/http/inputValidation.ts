import { findUnstorableInput, limits } from '@fanzone/contract';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

/** What each refusal tells the caller about the field (the code's message says the rest, translated). */
const problems = {
  text: 'contains a character that cannot be stored (NUL or a lone surrogate)',
  depth: `is nested deeper than ${limits.input.maxJsonDepth} levels`,
};

/**
 * Every call's body, query and path parameters are checked by the contract's storable-input rule
 * before its own schema: one rule for every text field of every call, present and future, instead
 * of one per field (PostgreSQL refuses NUL characters and lone surrogates, and a 500 would follow).
 */
export const contractValidatorCompiler: typeof validatorCompiler = (routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  const part = routeSchema.httpPart === 'querystring' ? 'query' : (routeSchema.httpPart ?? 'body');
  return (data: unknown) => {
    const unstorable = findUnstorableInput(data, limits.input.maxJsonDepth);
    if (unstorable) {
      const field = unstorable.path ? `${part}.${unstorable.path}` : part;
      return {
        error: new AppError('VALIDATION_FAILED', { fields: { [field]: problems[unstorable.problem] } }),
      };
    }
    return validate(data);
  };
};
