import type { My } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/useTestApp.ts';

describe('personal information', () => {
  const site = useTestApp({ region: 'in' });

  it('renames a member, refuses a taken name with the spec message, and logs in with the new name', async () => {
    const other = await site.member();
    const member = site.visitor();
    await member.register('old_name', 'rename@example.com', 'a-long-password');
    const taken = await member.api('PUT', '/api/account/information', {
      username: other.username.toUpperCase(),
    });
    expect(taken.body).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'Sorry, Username Already Taken. Please Choose Another',
    });
    const fullWidth = [...other.username].map((letter) =>
      /[a-z0-9]/.test(letter) ? String.fromCodePoint(letter.codePointAt(0)! + 0xfee0) : letter,
    );
    expect(
      (await member.api('PUT', '/api/account/information', { username: fullWidth.join('') })).body.code,
    ).toBe('USERNAME_TAKEN');
    expect((await member.api('PUT', '/api/account/information', { username: 'a b' })).body.code).toBe(
      'VALIDATION_FAILED',
    );
    const renamed = await member.api('PUT', '/api/account/information', { username: 'new_name' });
    expect((renamed.body.data as My).username).toBe('new_name');
    expect(((await member.get('/api/account/profile')).body.data as My).username).toBe('new_name');
    // Respelling one's own name (its case, its letters' width) is not "taken".
    expect(
      (await member.api('PUT', '/api/account/information', { username: 'ｎｅｗ_name' })).statusCode,
    ).toBe(200);
    expect((await member.api('PUT', '/api/account/information', { username: 'New_Name' })).statusCode).toBe(
      200,
    );

    const again = site.visitor();
    await again.login('New_Name', 'a-long-password');
    expect(((await again.get('/api/account/profile')).body.data as My).username).toBe('New_Name');
  });

  it('sets an uploaded avatar only', async () => {
    const member = await (await site.member()).client();
    expect(
      (
        await member.api('PUT', '/api/account/information', {
          avatarUrl: 'https://tracker.example/pixel.gif',
        })
      ).body.code,
    ).toBe('VALIDATION_FAILED');
    const changed = await member.api('PUT', '/api/account/information', {
      avatarUrl: '/uploads/images/me.webp',
    });
    expect((changed.body.data as My).avatar).toBe('/uploads/images/me.webp');
    expect(
      (await site.visitor().api('PUT', '/api/account/information', { username: 'x_y_z' })).statusCode,
    ).toBe(401);
  });
});
