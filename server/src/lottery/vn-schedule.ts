/**
 * The Vietnamese lottery's geography and timetable (docs/lottery.md "Vietnamese lottery"):
 * the three regions, their draw time in Vietnam time (UTC+7, no daylight saving), the
 * provinces that draw on each weekday, and each region's prize tiers. These are public facts
 * of the state lotteries, not a brand's choice, so they live in code.
 */

export type VnRegion = 'north' | 'central' | 'south';

/** Vietnam time is UTC+7 all year. */
export const VN_UTC_OFFSET_MINUTES = 7 * 60;

/** Minutes after midnight, Vietnam time, at which each region draws. */
export const VN_DRAW_MINUTE: Readonly<Record<VnRegion, number>> = {
  north: 18 * 60 + 15,
  central: 17 * 60 + 15,
  south: 16 * 60 + 15,
};

export interface Province {
  code: string;
  name: string;
}

const p = (code: string, name: string): Province => ({ code, name });

/** The drawing provinces by weekday (index 0 = Sunday), per region. */
export const VN_PROVINCES: Readonly<Record<VnRegion, readonly (readonly Province[])[]>> = {
  // The north draws once a day; the station rotates by weekday.
  north: [
    [p('TB', 'Thái Bình')],
    [p('HN', 'Hà Nội')],
    [p('QN', 'Quảng Ninh')],
    [p('BN', 'Bắc Ninh')],
    [p('HN', 'Hà Nội')],
    [p('HP', 'Hải Phòng')],
    [p('ND', 'Nam Định')],
  ],
  central: [
    [p('KT', 'Kon Tum'), p('KH', 'Khánh Hòa'), p('TTH', 'Thừa Thiên Huế')],
    [p('TTH', 'Thừa Thiên Huế'), p('PY', 'Phú Yên')],
    [p('DLK', 'Đắk Lắk'), p('QNA', 'Quảng Nam')],
    [p('DNG', 'Đà Nẵng'), p('KH', 'Khánh Hòa')],
    [p('BDI', 'Bình Định'), p('QT', 'Quảng Trị'), p('QB', 'Quảng Bình')],
    [p('GL', 'Gia Lai'), p('NT', 'Ninh Thuận')],
    [p('DNG', 'Đà Nẵng'), p('QNG', 'Quảng Ngãi'), p('DNO', 'Đắk Nông')],
  ],
  south: [
    [p('TG', 'Tiền Giang'), p('KG', 'Kiên Giang'), p('DL', 'Đà Lạt')],
    [p('HCM', 'TP. Hồ Chí Minh'), p('DT', 'Đồng Tháp'), p('CM', 'Cà Mau')],
    [p('BTR', 'Bến Tre'), p('VT', 'Vũng Tàu'), p('BL', 'Bạc Liêu')],
    [p('DN', 'Đồng Nai'), p('CT', 'Cần Thơ'), p('ST', 'Sóc Trăng')],
    [p('TN', 'Tây Ninh'), p('AG', 'An Giang'), p('BTH', 'Bình Thuận')],
    [p('VL', 'Vĩnh Long'), p('BD', 'Bình Dương'), p('TV', 'Trà Vinh')],
    [p('HCM', 'TP. Hồ Chí Minh'), p('LA', 'Long An'), p('BP', 'Bình Phước'), p('HG', 'Hậu Giang')],
  ],
};

/** One prize tier of a result table: its code, how many digits its numbers have, how many. */
export interface Tier {
  code: string;
  digits: number;
  count: number;
}

/** The north: 27 numbers, special prize first (the order the result table shows). */
export const NORTH_TIERS: readonly Tier[] = [
  { code: 'DB', digits: 5, count: 1 },
  { code: 'G1', digits: 5, count: 1 },
  { code: 'G2', digits: 5, count: 2 },
  { code: 'G3', digits: 5, count: 6 },
  { code: 'G4', digits: 4, count: 4 },
  { code: 'G5', digits: 4, count: 6 },
  { code: 'G6', digits: 3, count: 3 },
  { code: 'G7', digits: 2, count: 4 },
];

/** The centre and the south: 18 numbers per province, eighth prize first as printed there. */
export const SOUTH_TIERS: readonly Tier[] = [
  { code: 'G8', digits: 2, count: 1 },
  { code: 'G7', digits: 3, count: 1 },
  { code: 'G6', digits: 4, count: 3 },
  { code: 'G5', digits: 4, count: 1 },
  { code: 'G4', digits: 5, count: 7 },
  { code: 'G3', digits: 5, count: 2 },
  { code: 'G2', digits: 5, count: 1 },
  { code: 'G1', digits: 5, count: 1 },
  { code: 'DB', digits: 6, count: 1 },
];

export function tiersOf(region: VnRegion): readonly Tier[] {
  return region === 'north' ? NORTH_TIERS : SOUTH_TIERS;
}
