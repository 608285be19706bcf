/**
 * Words and sentences the generator composes titles, posts and comments from, in the four languages
 * of the demo (English, Simplified Chinese, Russian, Arabic), so lists carry realistic byte sizes,
 * scripts and directions.
 */
export type Language = {
  code: 'en' | 'zh-CN' | 'ru' | 'ar';
  /** Share of members and posts in this language. */
  weight: number;
  /** Joins words and sentences (Chinese writes without spaces). */
  separator: string;
  usernamePrefix: string;
  countries: string[];
  subjects: string[];
  topics: string[];
  sentences: string[];
  comments: string[];
  pollTitles: string[];
};

export const languages: Language[] = [
  {
    code: 'en',
    weight: 0.4,
    separator: ' ',
    usernamePrefix: 'nova_fan_',
    countries: ['IN', 'PH', 'ID', 'BD', 'GB', 'US', 'DE'],
    subjects: ['Nova 12 Pro camera', 'Battery life on the Nova 12', 'NovaOS 3.2 update', 'Nova Buds Air', 'Night mode', '120 W charging', 'The periscope lens', 'Dark theme', 'Face unlock', 'Gaming mode', 'Screen refresh rate', 'Wireless charging'],
    topics: ['after one month', 'tips and tricks', 'is amazing', 'keeps dropping', 'a quick review', 'vs last year', 'question', 'sample shots', 'finally fixed', 'any ideas?', 'my honest opinion', 'bug after the update'],
    sentences: [
      'I have been using the phone every day since launch and wanted to share what I noticed.',
      'The camera handles low light much better than my previous phone.',
      'Battery easily lasts a full day with heavy use, including two hours of navigation.',
      'After the latest update the animations feel smoother and apps open faster.',
      'Charging from ten to ninety percent took about twenty minutes with the original charger.',
      'Sometimes the Bluetooth connection drops when I walk away from the laptop.',
      'Portrait mode still struggles with hair against a bright sky.',
      'Has anyone else seen the screen flicker at very low brightness?',
      'The speakers are loud and clear, although the bass is a bit thin.',
      'I switched the display to 120 Hz and did not notice a big battery drop.',
      'Here are a few shots from my weekend trip, all taken in auto mode.',
      'Thanks to everyone in the community who helped me set this up.',
      'Let me know in the comments if you want the settings I used.',
      'Overall I am very happy with it and would recommend it to friends.',
    ],
    comments: [
      'Great shots, thanks for sharing!',
      'Same problem here after the update.',
      'Try clearing the cache of the camera app, it helped me.',
      'Which settings did you use for this one?',
      'Agreed, the battery is impressive.',
      'Mine arrived yesterday, cannot wait to test it.',
      'Did you report it through the feedback app?',
      'This is the best review I have read so far.',
      'Not my experience, mine works fine.',
      'Following, I have the same question.',
      'The night mode really is something else.',
      'Thanks, that fixed it for me!',
    ],
    pollTitles: ['Which colour did you pick?', 'How long does your battery last?', 'Best new feature?'],
  },
  {
    code: 'zh-CN',
    weight: 0.3,
    separator: '',
    usernamePrefix: '米粉',
    countries: ['CN'],
    subjects: ['Nova 12 Pro 影像', 'Nova 12 续航', 'NovaOS 3.2 更新', 'Nova Buds Air 耳机', '夜景模式', '120W 快充', '潜望长焦', '深色模式', '人脸解锁', '游戏模式', '屏幕刷新率', '无线充电'],
    topics: ['一个月使用体验', '小技巧分享', '太惊艳了', '经常断连', '简单测评', '和去年对比', '求助', '样张分享', '终于修好了', '大家怎么看', '真实感受', '更新后的问题'],
    sentences: [
      '从首发到现在每天都在用，分享一下我的感受。',
      '弱光环境下的拍照效果比我之前的手机好太多了。',
      '重度使用一整天电量也完全够用，包括两个小时的导航。',
      '最新的更新之后动画更加流畅，应用打开也更快了。',
      '用原装充电器从百分之十充到九十大约只要二十分钟。',
      '有时候离开电脑远一点蓝牙就会断开。',
      '人像模式在明亮天空下处理头发边缘还是不够好。',
      '有没有人遇到过低亮度下屏幕闪烁的问题？',
      '扬声器声音大而清晰，不过低音稍微有点薄。',
      '我把屏幕调到了一百二十赫兹，并没有感觉到明显掉电。',
      '这是周末出去玩拍的几张照片，全部是自动模式。',
      '感谢社区里帮我设置的各位朋友。',
      '如果想要我用的参数可以在评论区告诉我。',
      '总的来说非常满意，会推荐给朋友。',
    ],
    comments: ['拍得真好，感谢分享！', '更新之后我也遇到了同样的问题。', '试试清除相机的缓存，对我有用。', '这张用的什么参数？', '同意，续航确实很强。', '我的昨天刚到，迫不及待想试试。', '你有通过反馈应用提交吗？', '这是我看过最好的测评。', '我的没有这个问题。', '蹲一个答案。', '夜景真的太强了。', '谢谢，问题解决了！'],
    pollTitles: ['你选了哪个颜色？', '你的续航能用多久？', '最喜欢的新功能？'],
  },
  {
    code: 'ru',
    weight: 0.15,
    separator: ' ',
    usernamePrefix: 'фанат_',
    countries: ['RU'],
    subjects: ['Камера Nova 12 Pro', 'Автономность Nova 12', 'Обновление NovaOS 3.2', 'Наушники Nova Buds Air', 'Ночной режим', 'Зарядка 120 Вт', 'Перископный объектив', 'Тёмная тема', 'Разблокировка по лицу', 'Игровой режим', 'Частота обновления экрана', 'Беспроводная зарядка'],
    topics: ['спустя месяц', 'советы и хитрости', 'просто восторг', 'постоянно отваливается', 'короткий обзор', 'против прошлогодней модели', 'вопрос', 'примеры снимков', 'наконец исправили', 'есть идеи?', 'честное мнение', 'ошибка после обновления'],
    sentences: [
      'Пользуюсь телефоном каждый день с самого старта продаж и хочу поделиться впечатлениями.',
      'При слабом освещении камера снимает заметно лучше моего прошлого телефона.',
      'Батареи спокойно хватает на весь день активного использования, включая два часа навигации.',
      'После последнего обновления анимации стали плавнее, а приложения открываются быстрее.',
      'Зарядка с десяти до девяноста процентов заняла около двадцати минут.',
      'Иногда Bluetooth отключается, когда я отхожу от ноутбука.',
      'Портретный режим всё ещё плохо справляется с волосами на фоне яркого неба.',
      'Кто-нибудь ещё замечал мерцание экрана на минимальной яркости?',
      'Динамики громкие и чистые, но басов маловато.',
      'Я включил 120 Гц и не заметил большого падения автономности.',
      'Вот несколько снимков из поездки на выходных, всё в автоматическом режиме.',
      'Спасибо всем в сообществе, кто помог мне с настройкой.',
      'Напишите в комментариях, если нужны мои настройки.',
      'В целом я очень доволен и советую друзьям.',
    ],
    comments: ['Отличные снимки, спасибо!', 'У меня то же самое после обновления.', 'Попробуйте очистить кэш камеры, мне помогло.', 'Какие настройки использовали?', 'Согласен, батарея впечатляет.', 'Мой пришёл вчера, жду не дождусь.', 'Вы отправили отчёт через приложение?', 'Лучший обзор из прочитанных.', 'У меня всё работает нормально.', 'Подписываюсь, тот же вопрос.', 'Ночной режим просто нечто.', 'Спасибо, помогло!'],
    pollTitles: ['Какой цвет вы выбрали?', 'Сколько держит ваша батарея?', 'Лучшая новая функция?'],
  },
  {
    code: 'ar',
    weight: 0.15,
    separator: ' ',
    usernamePrefix: 'معجب_',
    countries: ['EG', 'SA', 'AE'],
    subjects: ['كاميرا نوفا 12 برو', 'بطارية نوفا 12', 'تحديث NovaOS 3.2', 'سماعات نوفا بادز إير', 'الوضع الليلي', 'الشحن 120 واط', 'عدسة البيريسكوب', 'الوضع الداكن', 'فتح القفل بالوجه', 'وضع الألعاب', 'معدل تحديث الشاشة', 'الشحن اللاسلكي'],
    topics: ['بعد شهر من الاستخدام', 'نصائح وحيل', 'رائع جدا', 'ينقطع باستمرار', 'مراجعة سريعة', 'مقارنة بالعام الماضي', 'سؤال', 'صور تجريبية', 'تم الإصلاح أخيرا', 'أي أفكار؟', 'رأيي بصراحة', 'مشكلة بعد التحديث'],
    sentences: [
      'أستخدم الهاتف كل يوم منذ الإطلاق وأردت أن أشارككم ملاحظاتي.',
      'الكاميرا تتعامل مع الإضاءة المنخفضة أفضل بكثير من هاتفي السابق.',
      'البطارية تكفي يوما كاملا من الاستخدام المكثف بما في ذلك ساعتين من الملاحة.',
      'بعد آخر تحديث أصبحت الحركات أكثر سلاسة والتطبيقات تفتح أسرع.',
      'الشحن من عشرة إلى تسعين بالمئة استغرق حوالي عشرين دقيقة.',
      'أحيانا ينقطع البلوتوث عندما أبتعد عن الحاسوب.',
      'وضع البورتريه ما زال يواجه صعوبة مع الشعر أمام سماء ساطعة.',
      'هل لاحظ أحد وميض الشاشة عند أدنى سطوع؟',
      'السماعات عالية وواضحة لكن الصوت الجهير ضعيف قليلا.',
      'فعلت معدل 120 هرتز ولم ألاحظ انخفاضا كبيرا في البطارية.',
      'هذه بعض الصور من رحلة نهاية الأسبوع وكلها بالوضع التلقائي.',
      'شكرا لكل من ساعدني في المجتمع على الإعداد.',
      'أخبروني في التعليقات إذا أردتم الإعدادات التي استخدمتها.',
      'بشكل عام أنا سعيد جدا به وأنصح به الأصدقاء.',
    ],
    comments: ['صور رائعة، شكرا للمشاركة!', 'نفس المشكلة عندي بعد التحديث.', 'جرب مسح ذاكرة التخزين المؤقت للكاميرا.', 'ما الإعدادات التي استخدمتها؟', 'أتفق معك، البطارية مذهلة.', 'وصلني أمس ولا أستطيع الانتظار.', 'هل أبلغت عنها عبر تطبيق الملاحظات؟', 'أفضل مراجعة قرأتها.', 'ليست تجربتي، هاتفي يعمل جيدا.', 'أتابع، لدي نفس السؤال.', 'الوضع الليلي شيء آخر حقا.', 'شكرا، تم حل المشكلة!'],
    pollTitles: ['أي لون اخترت؟', 'كم تدوم بطاريتك؟', 'أفضل ميزة جديدة؟'],
  },
];

export const tags = ['camera', 'battery', 'update', 'review', 'photography', 'gaming', 'charging', 'audio'];
export const categories = ['discussion', 'question', 'review', 'tips', 'photography', 'news'];
