/**
 * The demo questionnaire, open at /wq/fan-quiz: four questions about being a community fan, one
 * point each; a pass needs 3 of 4 right, in at most 3 attempts.
 *
 * The right answers (English labels; the journeys pick them, `fanQuizRightAnswers` lists them):
 *   1. (single)   "Search the forum for an existing answer"
 *   2. (multiple) "Answer other fans' questions" + "Share your own photos and tips"
 *   3. (single)   "By completing missions"
 *   4. (multiple) "Your phone model" + "The software version" + "Steps that make the problem happen"
 * Pure data (no imports), so browser journeys can read it too.
 */
type Text = { en: string; 'zh-CN': string; ru: string; ar: string };
type DemoQuestion = {
  prompt: Text;
  kind: 'single' | 'multiple';
  points: number;
  options: { label: Text; correct: boolean }[];
};

export const demoQuestionnaire: {
  code: string;
  title: Text;
  description: Text;
  passScore: number;
  maxAttempts: number;
  questions: DemoQuestion[];
} = {
  code: 'fan-quiz',
  title: {
    en: 'How well do you know the community?',
    'zh-CN': '你有多了解社区？',
    ru: 'Насколько хорошо вы знаете сообщество?',
    ar: 'ما مدى معرفتك بالمجتمع؟',
  },
  description: {
    en: 'Four questions for Nova fans. Get 3 right to pass; you have 3 attempts.',
    'zh-CN': '为 Nova 粉丝准备的四道题。答对 3 道即可通过；你有 3 次机会。',
    ru: 'Четыре вопроса для фанатов Nova. Ответьте верно на 3, чтобы пройти; у вас 3 попытки.',
    ar: 'أربعة أسئلة لمعجبي Nova. أجب عن 3 إجابات صحيحة لتنجح؛ لديك 3 محاولات.',
  },
  passScore: 3,
  maxAttempts: 3,
  questions: [
    {
      kind: 'single',
      points: 1,
      prompt: {
        en: 'What should you do before asking a question?',
        'zh-CN': '提问之前应该先做什么？',
        ru: 'Что стоит сделать, прежде чем задать вопрос?',
        ar: 'ماذا يجب أن تفعل قبل طرح سؤال؟',
      },
      options: [
        {
          correct: true,
          label: {
            en: 'Search the forum for an existing answer',
            'zh-CN': '先在论坛里搜索已有的答案',
            ru: 'Поискать готовый ответ на форуме',
            ar: 'البحث في المنتدى عن إجابة موجودة',
          },
        },
        {
          correct: false,
          label: {
            en: 'Post it in every board',
            'zh-CN': '在每个版块都发一遍',
            ru: 'Опубликовать его во всех разделах',
            ar: 'نشره في كل الأقسام',
          },
        },
        {
          correct: false,
          label: {
            en: 'Write it in capital letters',
            'zh-CN': '全部用大写字母书写',
            ru: 'Написать его заглавными буквами',
            ar: 'كتابته بأحرف كبيرة',
          },
        },
      ],
    },
    {
      kind: 'multiple',
      points: 1,
      prompt: {
        en: 'Which of these help other fans? (choose all that apply)',
        'zh-CN': '以下哪些做法能帮助其他粉丝？（多选）',
        ru: 'Что из этого помогает другим фанатам? (выберите все подходящие)',
        ar: 'أي مما يلي يساعد المعجبين الآخرين؟ (اختر كل ما ينطبق)',
      },
      options: [
        {
          correct: true,
          label: {
            en: "Answer other fans' questions",
            'zh-CN': '回答其他粉丝的问题',
            ru: 'Отвечать на вопросы других фанатов',
            ar: 'الإجابة عن أسئلة المعجبين الآخرين',
          },
        },
        {
          correct: true,
          label: {
            en: 'Share your own photos and tips',
            'zh-CN': '分享自己的照片和技巧',
            ru: 'Делиться своими фото и советами',
            ar: 'مشاركة صورك ونصائحك',
          },
        },
        {
          correct: false,
          label: {
            en: 'Post the same message in every board',
            'zh-CN': '在每个版块发同样的内容',
            ru: 'Публиковать одно и то же во всех разделах',
            ar: 'نشر الرسالة نفسها في كل الأقسام',
          },
        },
        {
          correct: false,
          label: {
            en: "Share another member's personal details",
            'zh-CN': '公开其他成员的个人信息',
            ru: 'Публиковать личные данные другого участника',
            ar: 'نشر البيانات الشخصية لعضو آخر',
          },
        },
      ],
    },
    {
      kind: 'single',
      points: 1,
      prompt: {
        en: 'How do you earn Coins in the community?',
        'zh-CN': '在社区里如何获得金币？',
        ru: 'Как заработать монеты в сообществе?',
        ar: 'كيف تكسب العملات في المجتمع؟',
      },
      options: [
        {
          correct: true,
          label: {
            en: 'By completing missions',
            'zh-CN': '完成任务',
            ru: 'Выполняя задания',
            ar: 'بإكمال المهام',
          },
        },
        {
          correct: false,
          label: {
            en: 'By buying them from another member',
            'zh-CN': '向其他成员购买',
            ru: 'Покупая их у другого участника',
            ar: 'بشرائها من عضو آخر',
          },
        },
        {
          correct: false,
          label: {
            en: 'Another member sends them to you',
            'zh-CN': '让其他成员转给你',
            ru: 'Их присылает другой участник',
            ar: 'يرسلها إليك عضو آخر',
          },
        },
      ],
    },
    {
      kind: 'multiple',
      points: 1,
      prompt: {
        en: 'What belongs in a good bug report? (choose all that apply)',
        'zh-CN': '一份好的问题反馈应该包含什么？（多选）',
        ru: 'Что должно быть в хорошем сообщении об ошибке? (выберите все подходящие)',
        ar: 'ما الذي يجب أن يتضمنه بلاغ جيد عن خطأ؟ (اختر كل ما ينطبق)',
      },
      options: [
        {
          correct: true,
          label: { en: 'Your phone model', 'zh-CN': '手机型号', ru: 'Модель телефона', ar: 'طراز هاتفك' },
        },
        {
          correct: true,
          label: {
            en: 'The software version',
            'zh-CN': '系统软件版本',
            ru: 'Версия прошивки',
            ar: 'إصدار البرنامج',
          },
        },
        {
          correct: true,
          label: {
            en: 'Steps that make the problem happen',
            'zh-CN': '重现问题的步骤',
            ru: 'Шаги, при которых возникает проблема',
            ar: 'الخطوات التي تُظهر المشكلة',
          },
        },
        {
          correct: false,
          label: { en: 'Your password', 'zh-CN': '你的密码', ru: 'Ваш пароль', ar: 'كلمة مرورك' },
        },
      ],
    },
  ],
};

/** The English labels of each question's right options, in question order. */
export const fanQuizRightAnswers: string[][] = demoQuestionnaire.questions.map((question) =>
  question.options.filter((option) => option.correct).map((option) => option.label.en),
);
