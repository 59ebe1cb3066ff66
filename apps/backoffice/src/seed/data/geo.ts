// Countries, their states / governorates / regions and cities, in English and Arabic.
import type { SeedCountry, SeedState } from '../seed-types';

type Pair = readonly [en: string, ar: string];

function state(en: string, ar: string, cities: Pair[]): SeedState {
  return { name: { en, ar }, cities: cities.map(([cityEn, cityAr]) => ({ name: { en: cityEn, ar: cityAr } })) };
}

export const countries: SeedCountry[] = [
  {
    code: 'PS',
    name: { en: 'Palestine', ar: 'فلسطين' },
    states: [
      state('Jerusalem', 'القدس', [
        ['Jerusalem', 'القدس'],
        ['Abu Dis', 'أبو ديس'],
        ['Al-Eizariya', 'العيزرية'],
        ['Al-Ram', 'الرام'],
      ]),
      state('Ramallah and al-Bireh', 'رام الله والبيرة', [
        ['Ramallah', 'رام الله'],
        ['Al-Bireh', 'البيرة'],
        ['Birzeit', 'بيرزيت'],
        ['Beitunia', 'بيتونيا'],
      ]),
      state('Nablus', 'نابلس', [
        ['Nablus', 'نابلس'],
        ['Huwara', 'حوارة'],
        ['Beita', 'بيتا'],
        ['Sebastia', 'سبسطية'],
      ]),
      state('Hebron', 'الخليل', [
        ['Hebron', 'الخليل'],
        ['Halhul', 'حلحول'],
        ['Dura', 'دورا'],
        ['Yatta', 'يطا'],
      ]),
      state('Bethlehem', 'بيت لحم', [
        ['Bethlehem', 'بيت لحم'],
        ['Beit Jala', 'بيت جالا'],
        ['Beit Sahour', 'بيت ساحور'],
      ]),
      state('Gaza', 'غزة', [
        ['Gaza City', 'مدينة غزة'],
        ['Al-Zahra', 'الزهراء'],
        ['Al-Mughraqa', 'المغراقة'],
      ]),
    ],
  },
  {
    code: 'JO',
    name: { en: 'Jordan', ar: 'الأردن' },
    states: [
      state('Amman', 'العاصمة', [
        ['Amman', 'عمّان'],
        ['Wadi as-Sir', 'وادي السير'],
        ['Sahab', 'سحاب'],
      ]),
      state('Irbid', 'إربد', [
        ['Irbid', 'إربد'],
        ['Ar-Ramtha', 'الرمثا'],
        ['Al-Husn', 'الحصن'],
      ]),
      state('Zarqa', 'الزرقاء', [
        ['Zarqa', 'الزرقاء'],
        ['Russeifa', 'الرصيفة'],
        ['Al-Hashimiyya', 'الهاشمية'],
      ]),
      state('Aqaba', 'العقبة', [
        ['Aqaba', 'العقبة'],
        ['Al-Quwayra', 'القويرة'],
      ]),
      state('Madaba', 'مادبا', [
        ['Madaba', 'مادبا'],
        ['Dhiban', 'ذيبان'],
      ]),
    ],
  },
  {
    code: 'EG',
    name: { en: 'Egypt', ar: 'مصر' },
    states: [
      state('Cairo', 'القاهرة', [
        ['Cairo', 'القاهرة'],
        ['Helwan', 'حلوان'],
        ['New Cairo', 'القاهرة الجديدة'],
      ]),
      state('Giza', 'الجيزة', [
        ['Giza', 'الجيزة'],
        ['6th of October City', 'مدينة السادس من أكتوبر'],
        ['Sheikh Zayed City', 'مدينة الشيخ زايد'],
      ]),
      state('Alexandria', 'الإسكندرية', [
        ['Alexandria', 'الإسكندرية'],
        ['Borg El Arab', 'برج العرب'],
      ]),
      state('Luxor', 'الأقصر', [
        ['Luxor', 'الأقصر'],
        ['Esna', 'إسنا'],
        ['Armant', 'أرمنت'],
      ]),
      state('Aswan', 'أسوان', [
        ['Aswan', 'أسوان'],
        ['Kom Ombo', 'كوم أمبو'],
        ['Edfu', 'إدفو'],
      ]),
    ],
  },
  {
    code: 'AE',
    name: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
    states: [
      state('Abu Dhabi', 'أبوظبي', [
        ['Abu Dhabi', 'أبوظبي'],
        ['Al Ain', 'العين'],
        ['Ruwais', 'الرويس'],
      ]),
      state('Dubai', 'دبي', [
        ['Dubai', 'دبي'],
        ['Hatta', 'حتا'],
        ['Jebel Ali', 'جبل علي'],
      ]),
      state('Sharjah', 'الشارقة', [
        ['Sharjah', 'الشارقة'],
        ['Khor Fakkan', 'خورفكان'],
        ['Kalba', 'كلباء'],
      ]),
      state('Ajman', 'عجمان', [
        ['Ajman', 'عجمان'],
        ['Masfout', 'مصفوت'],
      ]),
      state('Ras Al Khaimah', 'رأس الخيمة', [
        ['Ras Al Khaimah', 'رأس الخيمة'],
        ['Al Jazirah Al Hamra', 'الجزيرة الحمراء'],
      ]),
    ],
  },
  {
    code: 'SA',
    name: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
    states: [
      state('Riyadh Region', 'منطقة الرياض', [
        ['Riyadh', 'الرياض'],
        ['Al-Kharj', 'الخرج'],
        ['Diriyah', 'الدرعية'],
      ]),
      state('Makkah Region', 'منطقة مكة المكرمة', [
        ['Makkah', 'مكة المكرمة'],
        ['Jeddah', 'جدة'],
        ['Taif', 'الطائف'],
      ]),
      state('Madinah Region', 'منطقة المدينة المنورة', [
        ['Madinah', 'المدينة المنورة'],
        ['Yanbu', 'ينبع'],
        ['AlUla', 'العلا'],
      ]),
      state('Eastern Province', 'المنطقة الشرقية', [
        ['Dammam', 'الدمام'],
        ['Khobar', 'الخبر'],
        ['Dhahran', 'الظهران'],
        ['Al-Ahsa', 'الأحساء'],
      ]),
      state('Asir Region', 'منطقة عسير', [
        ['Abha', 'أبها'],
        ['Khamis Mushait', 'خميس مشيط'],
      ]),
    ],
  },
  {
    code: 'US',
    name: { en: 'United States', ar: 'الولايات المتحدة' },
    states: [
      state('California', 'كاليفورنيا', [
        ['Los Angeles', 'لوس أنجلوس'],
        ['San Francisco', 'سان فرانسيسكو'],
        ['San Diego', 'سان دييغو'],
      ]),
      state('New York', 'نيويورك', [
        ['New York City', 'مدينة نيويورك'],
        ['Buffalo', 'بافالو'],
        ['Albany', 'ألباني'],
      ]),
      state('Illinois', 'إلينوي', [
        ['Chicago', 'شيكاغو'],
        ['Springfield', 'سبرينغفيلد'],
      ]),
      state('Michigan', 'ميشيغان', [
        ['Detroit', 'ديترويت'],
        ['Dearborn', 'ديربورن'],
        ['Ann Arbor', 'آن آربر'],
      ]),
      state('Texas', 'تكساس', [
        ['Houston', 'هيوستن'],
        ['Dallas', 'دالاس'],
        ['Austin', 'أوستن'],
      ]),
    ],
  },
  {
    code: 'GB',
    name: { en: 'United Kingdom', ar: 'المملكة المتحدة' },
    states: [
      state('England', 'إنجلترا', [
        ['London', 'لندن'],
        ['Manchester', 'مانشستر'],
        ['Birmingham', 'برمنغهام'],
      ]),
      state('Scotland', 'اسكتلندا', [
        ['Edinburgh', 'إدنبرة'],
        ['Glasgow', 'غلاسكو'],
      ]),
      state('Wales', 'ويلز', [
        ['Cardiff', 'كارديف'],
        ['Swansea', 'سوانزي'],
      ]),
      state('Northern Ireland', 'أيرلندا الشمالية', [
        ['Belfast', 'بلفاست'],
        ['Derry', 'ديري'],
      ]),
    ],
  },
  {
    code: 'DE',
    name: { en: 'Germany', ar: 'ألمانيا' },
    states: [
      state('Bavaria', 'بافاريا', [
        ['Munich', 'ميونخ'],
        ['Nuremberg', 'نورنبرغ'],
        ['Augsburg', 'أوغسبورغ'],
      ]),
      state('North Rhine-Westphalia', 'شمال الراين وستفاليا', [
        ['Cologne', 'كولونيا'],
        ['Düsseldorf', 'دوسلدورف'],
        ['Dortmund', 'دورتموند'],
      ]),
      state('Hesse', 'هسن', [
        ['Frankfurt am Main', 'فرانكفورت'],
        ['Wiesbaden', 'فيسبادن'],
        ['Kassel', 'كاسل'],
      ]),
      state('Baden-Württemberg', 'بادن-فورتمبيرغ', [
        ['Stuttgart', 'شتوتغارت'],
        ['Heidelberg', 'هايدلبرغ'],
        ['Freiburg', 'فرايبورغ'],
      ]),
      state('Lower Saxony', 'ساكسونيا السفلى', [
        ['Hanover', 'هانوفر'],
        ['Brunswick', 'براونشفايغ'],
        ['Göttingen', 'غوتينغن'],
      ]),
    ],
  },
];
