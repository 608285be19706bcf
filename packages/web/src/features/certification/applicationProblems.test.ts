import { describe, expect, it } from 'vitest';
import { limits } from '@fanzone/contract';
import { applicationProblems } from './applicationProblems.ts';

const valid = {
  realName: 'Maria Lens',
  phoneModel: 'Nova 12 Pro',
  channelUrl: 'https://video.example/@maria',
  motivation: 'I review every camera update of the brand for my followers.',
};

describe('a Friends Club application before it is sent', () => {
  it('finds nothing wrong with a complete one', () => {
    expect(applicationProblems(valid)).toEqual({});
  });

  it('names each missing or wrong field, by the contract’s limits', () => {
    const { min, max } = limits.certification.motivationLength;
    expect(
      applicationProblems({
        realName: ' ',
        phoneModel: '',
        channelUrl: 'javascript:alert(1)',
        motivation: 'x'.repeat(min - 1),
      }),
    ).toEqual({
      realName: { kind: 'required' },
      phoneModel: { kind: 'required' },
      channelUrl: { kind: 'url' },
      motivation: { kind: 'length', min, max },
    });
    expect(applicationProblems({ ...valid, channelUrl: '' }).channelUrl).toEqual({ kind: 'required' });
    expect(applicationProblems({ ...valid, motivation: 'x'.repeat(max + 1) }).motivation).toMatchObject({
      kind: 'length',
    });
  });
});
