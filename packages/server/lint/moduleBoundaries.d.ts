import type { Rule } from 'eslint';

/** The rule in moduleBoundaries.js (plain JavaScript: eslint.config.js loads it without a build). */
export declare const moduleBoundaries: Rule.RuleModule;
