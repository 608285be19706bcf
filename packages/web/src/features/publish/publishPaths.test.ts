import { describe, expect, it } from 'vitest';
import { kindOfPath, publishPathOf, safeBack, selectSectionPath } from './publishPaths.ts';

describe('publish paths', () => {
  it('builds the page of each kind, resuming a draft or editing a post', () => {
    expect(publishPathOf('post')).toBe('/publish/post');
    expect(publishPathOf('picture', { edit: '12' })).toBe('/publish/EditPicture?edit=12');
    expect(publishPathOf('bug_report', { draft: '7' })).toBe('/publish/bug-report?draft=7');
  });

  it('reads the kind from a path', () => {
    expect(kindOfPath('/publish/topic')).toBe('topic');
    expect(kindOfPath('/publish/post/select-section/1')).toBeNull();
  });

  it('returns from the section chooser only to a publish page of this site', () => {
    const path = selectSectionPath('3', '/publish/topic?draft=4');
    expect(path).toBe('/publish/post/select-section/3?back=%2Fpublish%2Ftopic%3Fdraft%3D4');
    expect(safeBack(new URLSearchParams(path.split('?')[1]).get('back'))).toBe('/publish/topic?draft=4');
    expect(selectSectionPath(null, '/publish/post')).toBe(
      '/publish/post/select-section/0?back=%2Fpublish%2Fpost',
    );
    expect(safeBack('https://evil.example/publish/post')).toBe('/publish/post');
    expect(safeBack('//evil.example/publish/post')).toBe('/publish/post');
    expect(safeBack('/personal/drafts')).toBe('/publish/post');
    expect(safeBack(null)).toBe('/publish/post');
  });
});
