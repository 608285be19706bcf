import { describe, expect, it } from 'vitest';
import { euGateStep } from './euConsent.ts';

describe('EU data-transfer gate', () => {
  const base = { enabled: true, isEu: true, confirmed: false, cancelled: false };
  it('passes outside the global build', () => expect(euGateStep({ ...base, enabled: false })).toBe('pass'));
  it('waits for the lookup', () => expect(euGateStep({ ...base, isEu: null })).toBe('lookup'));
  it('asks European visitors to confirm', () => expect(euGateStep(base)).toBe('confirm'));
  it('lets others through', () => expect(euGateStep({ ...base, isEu: false })).toBe('pass'));
  it('asks once per session', () => expect(euGateStep({ ...base, confirmed: true })).toBe('pass'));
  it('stops the start on cancel', () => expect(euGateStep({ ...base, cancelled: true })).toBe('stopped'));
});
