import { RuleTester } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { moduleBoundaries } from './moduleBoundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

/** A file of the real server tree, so the rule sees the paths it sees in the lint step. */
const src = path.resolve(import.meta.dirname, '../src');
const file = (relative: string) => path.join(src, relative);

tester.run('fanzone/module-boundaries', moduleBoundaries, {
  valid: [
    {
      name: 'a module imports a lower module through its front door',
      filename: file('modules/posts/publishPost.ts'),
      code: "import { notifyMember } from '../notifications/index.ts';",
    },
    {
      name: 'a type import through the front door',
      filename: file('modules/moderation/members.ts'),
      code: "import type { BoardCatalogue } from '../boards/index.ts';",
    },
    {
      name: 'a module reads its own files, however deep',
      filename: file('modules/messages/letters/sendLetter.ts'),
      code: "import { insertLetter } from '../messages.queries.ts';",
    },
    {
      name: 'every module may use platform/',
      filename: file('modules/site/settings.ts'),
      code: "import type { Deps } from '../../platform/deps.ts';",
    },
    {
      name: 'the composition uses every module, through its front door',
      filename: file('app.ts'),
      code: "import { registerPagesRoutes } from './modules/pages/index.ts';",
    },
  ],
  invalid: [
    {
      name: 'a back-import: a lower module imports a higher one',
      filename: file('modules/boards/boardDirectory.ts'),
      code: "import { moderatesBoard } from '../moderation/index.ts';",
      errors: [{ messageId: 'upwards' }],
    },
    {
      name: 'a back-import written as a type import is one too',
      filename: file('modules/identity/sessions.ts'),
      code: "import type { WritersInBoards } from '../moderation/index.ts';",
      errors: [{ messageId: 'upwards' }],
    },
    {
      name: 'modules on one line do not import each other',
      filename: file('modules/comments/postComment.ts'),
      code: "import { eventFor } from '../events/index.ts';",
      errors: [{ messageId: 'upwards' }],
    },
    {
      name: "a reach into another module's internals",
      filename: file('modules/posts/publishPost.ts'),
      code: "import { insertNotification } from '../notifications/notifications.queries.ts';",
      errors: [{ messageId: 'internals' }],
    },
    {
      name: "a reach into another module's tables from its subfolder",
      filename: file('modules/messages/letters/letters.queries.ts'),
      code: "import { users } from '../../identity/identity.tables.ts';",
      errors: [{ messageId: 'internals' }],
    },
    {
      name: 'a re-export of internals is a reach too',
      filename: file('modules/feeds/feedPages.ts'),
      code: "export { postLists } from '../posts/postLists.ts';",
      errors: [{ messageId: 'internals' }],
    },
    {
      name: "the composition may not skip a module's front door",
      filename: file('app.ts'),
      code: "import { insertPost } from './modules/posts/posts.queries.ts';",
      errors: [{ messageId: 'internals' }],
    },
    {
      name: 'platform/ imports no module',
      filename: file('platform/http/injectFetch.ts'),
      code: "import type { FirstViewAnswers } from '../../modules/pages/index.ts';",
      errors: [{ messageId: 'platform' }],
    },
    {
      name: 'a module the order does not know',
      filename: file('modules/wiki/wikiPages.ts'),
      code: "import { localized } from '@fanzone/contract';",
      errors: [{ messageId: 'unknownModule' }],
    },
    {
      name: 'a dynamic import is an import',
      filename: file('modules/site/settings.ts'),
      code: "const posts = await import('../posts/index.ts');",
      errors: [{ messageId: 'upwards' }],
    },
  ],
});
