import type { ContentPageTexts } from './types';

export const visionPage: ContentPageTexts = {
  en: {
    title: 'Our Vision',
    summary:
      'A world where Palestinian crafts are chosen for their beauty and quality, and the people who make them can build a good life from their work, at home.',
    sections: [
      {
        heading: 'Where we are going',
        paragraphs: [
          'Tatreez cross-stitch, Hebron glass, Nablus olive-oil soap, Bethlehem olive-wood carving and the oil of ancient groves are living skills, not museum pieces. They are practised today in villages, refugee camps and city workshops by people who learned them from their parents and grandparents.',
          'We want these crafts to belong to everyday life around the world: a keffiyeh worn every winter, a bottle of new-harvest oil on the kitchen table, an embroidered cushion that is used, washed and loved. When craft is part of daily life, it stays alive.',
        ],
      },
      {
        heading: 'What we are building towards',
        definitions: [
          {
            term: 'A fair and steady income',
            detail:
              'Makers set their own prices, are paid on time, and can plan their seasons ahead thanks to advance and wholesale orders.',
          },
          {
            term: 'A new generation of makers',
            detail:
              'Apprenticeships that pair master embroiderers, glassblowers and carvers with young people who want to learn the trade.',
          },
          {
            term: 'Honest provenance',
            detail:
              'Every product names the cooperative, village or workshop that made it, so you know exactly whose hands you are supporting.',
          },
          {
            term: 'A lighter footprint',
            detail:
              'Recycled glass, natural dyes, plastic-free packing and shared shipments from Ramallah instead of many small ones.',
          },
        ],
      },
      {
        heading: 'How we hold ourselves to it',
        paragraphs: [
          'Once a year we publish how many makers we worked with, what share of each sale reached them, and how many apprentices finished their training. If we fall short, we say so, and we say what we will change.',
        ],
        links: [
          { label: 'About Us', path: '/about', description: 'How the shop began and who we work with.' },
          {
            label: 'Donate',
            path: '/donate',
            description: 'Support the craft cooperatives directly.',
          },
        ],
      },
    ],
  },
  ar: {
    title: 'رؤيتنا',
    summary: 'عالمٌ تُختار فيه الحِرف الفلسطينية لجمالها وجودتها، ويستطيع صانعوها أن يبنوا حياة كريمة من عملهم، في بلدهم.',
    sections: [
      {
        heading: 'إلى أين نمضي',
        paragraphs: [
          'التطريز الفلاحي وزجاج الخليل والصابون النابلسي بزيت الزيتون ونحت خشب الزيتون في بيت لحم وزيت الكروم العتيقة ليست قطعاً في متحف، بل مهارات حيّة يمارسها اليوم في القرى والمخيمات ومشاغل المدن أناسٌ تعلّموها من آبائهم وأجدادهم.',
          'نريد لهذه الحِرف أن تكون جزءاً من الحياة اليومية حول العالم: كوفية تُلبس كل شتاء، وزجاجة زيت من القطاف الجديد على مائدة المطبخ، ووسادة مطرّزة تُستعمل وتُغسل وتُحَب. فالحرفة التي تعيش في يوم الناس تبقى حيّة.',
        ],
      },
      {
        heading: 'ما نعمل من أجله',
        definitions: [
          {
            term: 'دخل عادل ومستقر',
            detail:
              'يحدد الصنّاع أسعارهم بأنفسهم ويتقاضون أجورهم في موعدها، ويخططون لمواسمهم مسبقاً بفضل الطلبات المسبقة وطلبات الجملة.',
          },
          {
            term: 'جيل جديد من الصنّاع',
            detail: 'برامج تدريب تجمع معلّمات التطريز وصنّاع الزجاج والنحّاتين بشباب يريدون تعلّم الحرفة.',
          },
          {
            term: 'مصدر واضح وصادق',
            detail: 'يحمل كل منتج اسم التعاونية أو القرية أو المشغل الذي صنعه، لتعرف تماماً أيّ أيدٍ تدعم.',
          },
          {
            term: 'أثر أخف على البيئة',
            detail:
              'زجاج معاد تدويره وأصباغ طبيعية وتغليف بلا بلاستيك، وشحنات مجمّعة من رام الله بدلاً من شحنات صغيرة كثيرة.',
          },
        ],
      },
      {
        heading: 'كيف نحاسب أنفسنا',
        paragraphs: [
          'ننشر مرة كل عام عدد الصنّاع الذين عملنا معهم، والنسبة التي وصلتهم من كل عملية بيع، وعدد المتدربين الذين أتمّوا تدريبهم. وإن قصّرنا قلنا ذلك بوضوح، وقلنا ما الذي سنغيّره.',
        ],
        links: [
          { label: 'من نحن', path: '/about', description: 'كيف بدأ المتجر ومع من نعمل.' },
          { label: 'تبرّع', path: '/donate', description: 'ادعم التعاونيات الحرفية مباشرة.' },
        ],
      },
    ],
  },
};
