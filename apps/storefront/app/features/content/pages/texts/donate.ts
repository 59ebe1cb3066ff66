import type { ContentPageTexts } from './types';

// The shop takes no donations itself (no payment form): it puts donors in touch with cooperatives.
export const donatePage: ContentPageTexts = {
  en: {
    title: 'Donate',
    summary:
      'Support the craft cooperatives behind our shop directly. We do not collect donations ourselves: here is how your gift reaches the makers in full.',
    sections: [
      {
        heading: 'Why your support matters',
        paragraphs: [
          'The embroidery collectives, olive-press cooperatives, soap factories and glass workshops we work with carry on through closures, lost harvests and rising costs of materials. A gift keeps a loom working, repairs a kiln, buys a season’s thread or pays an apprentice while they learn.',
        ],
      },
      {
        heading: 'Ways to give',
        definitions: [
          {
            term: 'Give directly to a cooperative',
            detail:
              'Write to us with the subject “Donation” and tell us which craft or region you would like to support. We reply with that cooperative’s own donation details, confirmed with them, so your money goes straight to them and not through us.',
          },
          {
            term: 'Sponsor an apprentice',
            detail:
              'Cover the stipend of a young person learning embroidery, glassblowing or woodcarving with a master maker for a season. We introduce you to the workshop and you receive news of their progress.',
          },
          {
            term: 'Give materials',
            detail:
              'Thread, fabric, tools and packaging are always needed. Contact us first: we will tell you what is needed now and how to send it so it clears customs.',
          },
          {
            term: 'Buy from the makers',
            detail:
              'Every purchase in our shop pays the maker the price they set, in full and on time. Choosing handmade gifts is support that lasts.',
          },
        ],
      },
      {
        heading: 'Our promise to donors',
        items: [
          'We never keep any part of a donation and never add one to your order.',
          'Cooperatives tell us how gifts were used, and we share those reports in our newsletter.',
          'We will never ask you for a donation by phone, or for card details by email or message. If someone does in our name, please tell us.',
        ],
        links: [
          { label: 'Contact Us', path: '/contact-us', description: 'Write to us with the subject “Donation”.' },
          { label: 'Our Vision', path: '/vision' },
          { label: 'About Us', path: '/about' },
        ],
      },
    ],
  },
  ar: {
    title: 'تبرّع',
    summary:
      'ادعم التعاونيات الحرفية التي يقوم عليها متجرنا دعماً مباشراً. نحن لا نجمع التبرعات بأنفسنا، وإليك كيف تصل هديتك إلى الصنّاع كاملة.',
    sections: [
      {
        heading: 'لماذا يهم دعمك',
        paragraphs: [
          'تواصل مجموعات التطريز وتعاونيات معاصر الزيتون ومصابن الصابون ومشاغل الزجاج التي نعمل معها عملها رغم الإغلاقات وضياع المواسم وارتفاع أسعار المواد. وهديتك تُبقي نولاً يعمل، أو تصلح فرناً، أو تشتري خيوط موسم كامل، أو تعيل متدرباً وهو يتعلّم.',
        ],
      },
      {
        heading: 'طرق العطاء',
        definitions: [
          {
            term: 'تبرّع مباشرة لتعاونية',
            detail:
              'راسلنا بعنوان «تبرّع» وأخبرنا بالحرفة أو المنطقة التي تريد دعمها. نرد عليك ببيانات التبرع الخاصة بتلك التعاونية بعد التأكد منها معهم، فيذهب مالك إليهم مباشرة لا عبرنا.',
          },
          {
            term: 'اكفل متدرباً',
            detail:
              'غطِّ مكافأة شاب أو شابة يتعلّم التطريز أو نفخ الزجاج أو النحت على يد معلّم حرفة لموسم كامل. نعرّفك بالمشغل وتصلك أخبار تقدّمه.',
          },
          {
            term: 'تبرّع بالمواد',
            detail:
              'الخيوط والأقمشة والأدوات ومواد التغليف مطلوبة دائماً. راسلنا أولاً لنخبرك بما يلزم الآن وكيف ترسله ليجتاز الجمارك.',
          },
          {
            term: 'اشترِ من الصنّاع',
            detail:
              'كل عملية شراء من متجرنا تدفع للصانع السعر الذي حدّده كاملاً وفي موعده. واختيار الهدايا اليدوية دعم يدوم.',
          },
        ],
      },
      {
        heading: 'وعدنا للمتبرعين',
        items: [
          'لا نحتفظ بأي جزء من التبرع، ولا نضيفه أبداً إلى طلبك.',
          'تخبرنا التعاونيات كيف استُخدمت التبرعات، وننشر تقاريرها في نشرتنا البريدية.',
          'لن نطلب منك تبرعاً عبر الهاتف أبداً، ولا بيانات بطاقتك عبر البريد أو الرسائل. وإن فعل أحد ذلك باسمنا فأخبرنا.',
        ],
        links: [
          { label: 'اتصل بنا', path: '/contact-us', description: 'راسلنا بعنوان «تبرّع».' },
          { label: 'رؤيتنا', path: '/vision' },
          { label: 'من نحن', path: '/about' },
        ],
      },
    ],
  },
};
