import { describe, expect, it } from 'vitest';
import { boardPostSorts, commentSorts, ordinaryEditorGroupTypes } from '@fanzone/contract';
import { boardSorts, commentSortOrder, ordinaryBadgeTypes } from './constants.ts';

describe('mirrored contract constants', () => {
  it('match the contract', () => {
    expect([...ordinaryBadgeTypes]).toEqual([...ordinaryEditorGroupTypes]);
    expect([...boardSorts]).toEqual([...boardPostSorts]);
    expect([...commentSortOrder]).toEqual([...commentSorts]);
  });
});
