/**
 * Where a voicemail's recipient is, and their local time (spec ai-telephony §9 "US and Canada only.
 * TCPA window 8:00 to 21:00 recipient local time"; issue 27: "from the prospect's location, else
 * the number's region"). A North American number's area code names its state or province; a
 * prospect's location names one by its full name. Each state or province has the time zone most of
 * its people live in; the few area codes of another zone say so below.
 */

interface Region {
  country: 'US' | 'CA';
  name: string;
  timeZone: string;
  areaCodes: string;
}

const NY = 'America/New_York';
const CHI = 'America/Chicago';
const DEN = 'America/Denver';
const LA = 'America/Los_Angeles';

const regions: Region[] = [
  { country: 'US', name: 'Alabama', timeZone: CHI, areaCodes: '205 251 256 334 659 938' },
  { country: 'US', name: 'Alaska', timeZone: 'America/Anchorage', areaCodes: '907' },
  { country: 'US', name: 'Arizona', timeZone: 'America/Phoenix', areaCodes: '480 520 602 623 928' },
  { country: 'US', name: 'Arkansas', timeZone: CHI, areaCodes: '479 501 870' },
  {
    country: 'US',
    name: 'California',
    timeZone: LA,
    areaCodes:
      '209 213 279 310 323 341 350 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669 707 714 747 760 805 818 820 831 840 858 909 916 925 949 951',
  },
  { country: 'US', name: 'Colorado', timeZone: DEN, areaCodes: '303 719 720 970 983' },
  { country: 'US', name: 'Connecticut', timeZone: NY, areaCodes: '203 475 860 959' },
  { country: 'US', name: 'Delaware', timeZone: NY, areaCodes: '302' },
  { country: 'US', name: 'District of Columbia', timeZone: NY, areaCodes: '202 771' },
  {
    country: 'US',
    name: 'Florida',
    timeZone: NY,
    areaCodes: '239 305 321 352 386 407 448 561 656 689 727 754 772 786 813 850 863 904 941 954',
  },
  { country: 'US', name: 'Georgia', timeZone: NY, areaCodes: '229 404 470 478 678 706 762 770 912 943' },
  { country: 'US', name: 'Hawaii', timeZone: 'Pacific/Honolulu', areaCodes: '808' },
  { country: 'US', name: 'Idaho', timeZone: 'America/Boise', areaCodes: '208 986' },
  {
    country: 'US',
    name: 'Illinois',
    timeZone: CHI,
    areaCodes: '217 224 309 312 331 447 464 618 630 708 773 779 815 847 872',
  },
  {
    country: 'US',
    name: 'Indiana',
    timeZone: 'America/Indiana/Indianapolis',
    areaCodes: '219 260 317 463 574 765 812 930',
  },
  { country: 'US', name: 'Iowa', timeZone: CHI, areaCodes: '319 515 563 641 712' },
  { country: 'US', name: 'Kansas', timeZone: CHI, areaCodes: '316 620 785 913' },
  { country: 'US', name: 'Kentucky', timeZone: NY, areaCodes: '270 364 502 606 859' },
  { country: 'US', name: 'Louisiana', timeZone: CHI, areaCodes: '225 318 337 504 985' },
  { country: 'US', name: 'Maine', timeZone: NY, areaCodes: '207' },
  { country: 'US', name: 'Maryland', timeZone: NY, areaCodes: '227 240 301 410 443 667' },
  { country: 'US', name: 'Massachusetts', timeZone: NY, areaCodes: '339 351 413 508 617 774 781 857 978' },
  {
    country: 'US',
    name: 'Michigan',
    timeZone: 'America/Detroit',
    areaCodes: '231 248 269 313 517 586 616 734 810 906 947 989',
  },
  { country: 'US', name: 'Minnesota', timeZone: CHI, areaCodes: '218 320 507 612 651 763 952' },
  { country: 'US', name: 'Mississippi', timeZone: CHI, areaCodes: '228 601 662 769' },
  { country: 'US', name: 'Missouri', timeZone: CHI, areaCodes: '314 417 557 573 636 660 816' },
  { country: 'US', name: 'Montana', timeZone: DEN, areaCodes: '406' },
  { country: 'US', name: 'Nebraska', timeZone: CHI, areaCodes: '308 402 531' },
  { country: 'US', name: 'Nevada', timeZone: LA, areaCodes: '702 725 775' },
  { country: 'US', name: 'New Hampshire', timeZone: NY, areaCodes: '603' },
  { country: 'US', name: 'New Jersey', timeZone: NY, areaCodes: '201 551 609 640 732 848 856 862 908 973' },
  { country: 'US', name: 'New Mexico', timeZone: DEN, areaCodes: '505 575' },
  {
    country: 'US',
    name: 'New York',
    timeZone: NY,
    areaCodes: '212 315 332 347 363 516 518 585 607 631 646 680 716 718 838 845 914 917 929 934',
  },
  {
    country: 'US',
    name: 'North Carolina',
    timeZone: NY,
    areaCodes: '252 336 472 704 743 828 910 919 980 984',
  },
  { country: 'US', name: 'North Dakota', timeZone: CHI, areaCodes: '701' },
  {
    country: 'US',
    name: 'Ohio',
    timeZone: NY,
    areaCodes: '216 220 234 326 330 380 419 440 513 567 614 740 937',
  },
  { country: 'US', name: 'Oklahoma', timeZone: CHI, areaCodes: '405 539 572 580 918' },
  { country: 'US', name: 'Oregon', timeZone: LA, areaCodes: '458 503 541 971' },
  {
    country: 'US',
    name: 'Pennsylvania',
    timeZone: NY,
    areaCodes: '215 223 267 272 412 445 484 570 582 610 717 724 814 835 878',
  },
  { country: 'US', name: 'Puerto Rico', timeZone: 'America/Puerto_Rico', areaCodes: '787 939' },
  { country: 'US', name: 'Rhode Island', timeZone: NY, areaCodes: '401' },
  { country: 'US', name: 'South Carolina', timeZone: NY, areaCodes: '803 839 843 854 864' },
  { country: 'US', name: 'South Dakota', timeZone: CHI, areaCodes: '605' },
  { country: 'US', name: 'Tennessee', timeZone: CHI, areaCodes: '423 615 629 731 865 901 931' },
  {
    country: 'US',
    name: 'Texas',
    timeZone: CHI,
    areaCodes:
      '210 214 254 281 325 346 361 409 430 432 469 512 682 713 726 737 806 817 830 832 903 915 936 940 945 956 972 979',
  },
  { country: 'US', name: 'Utah', timeZone: DEN, areaCodes: '385 435 801' },
  { country: 'US', name: 'Vermont', timeZone: NY, areaCodes: '802' },
  { country: 'US', name: 'Virginia', timeZone: NY, areaCodes: '276 434 540 571 703 757 804 826 948' },
  { country: 'US', name: 'Washington', timeZone: LA, areaCodes: '206 253 360 425 509 564' },
  { country: 'US', name: 'West Virginia', timeZone: NY, areaCodes: '304 681' },
  { country: 'US', name: 'Wisconsin', timeZone: CHI, areaCodes: '262 274 414 534 608 715 920' },
  { country: 'US', name: 'Wyoming', timeZone: DEN, areaCodes: '307' },
  { country: 'CA', name: 'Alberta', timeZone: 'America/Edmonton', areaCodes: '368 403 587 780 825' },
  {
    country: 'CA',
    name: 'British Columbia',
    timeZone: 'America/Vancouver',
    areaCodes: '236 250 604 672 778',
  },
  { country: 'CA', name: 'Manitoba', timeZone: 'America/Winnipeg', areaCodes: '204 431' },
  { country: 'CA', name: 'New Brunswick', timeZone: 'America/Moncton', areaCodes: '506' },
  { country: 'CA', name: 'Newfoundland', timeZone: 'America/St_Johns', areaCodes: '709' },
  { country: 'CA', name: 'Nova Scotia', timeZone: 'America/Halifax', areaCodes: '782 902' },
  { country: 'CA', name: 'Prince Edward Island', timeZone: 'America/Halifax', areaCodes: '' },
  {
    country: 'CA',
    name: 'Ontario',
    timeZone: 'America/Toronto',
    areaCodes: '226 249 289 343 365 382 416 437 519 548 613 647 705 742 753 807 905',
  },
  {
    country: 'CA',
    name: 'Quebec',
    timeZone: 'America/Toronto',
    areaCodes: '263 354 367 418 438 450 468 514 579 581 819 873',
  },
  { country: 'CA', name: 'Saskatchewan', timeZone: 'America/Regina', areaCodes: '306 474 639' },
  { country: 'CA', name: 'Yukon', timeZone: 'America/Whitehorse', areaCodes: '867' },
];

/** Area codes whose zone is not their state's (the rest of the state is in another zone). */
const zoneOfAreaCode: Record<string, string> = {
  '850': CHI, // Florida panhandle
  '915': DEN, // El Paso
  '270': CHI, // western Kentucky
  '423': NY, // eastern Tennessee
  '865': NY, // Knoxville
  '807': 'America/Winnipeg', // north-western Ontario
};

const byAreaCode = new Map<string, Region>();
for (const region of regions) {
  for (const code of region.areaCodes.split(' ').filter(Boolean)) byAreaCode.set(code, region);
}

/** Canadian area codes: a +1 number with one of these is in Canada (countryOfNumber). */
export const canadianAreaCodes: ReadonlySet<string> = new Set(
  regions
    .filter((region) => region.country === 'CA')
    .flatMap((region) => region.areaCodes.split(' ').filter(Boolean)),
);

export interface RecipientPlace {
  country: 'US' | 'CA';
  region: string;
  timeZone: string;
  /** Where it was read from. */
  from: 'location' | 'number';
}

/** The US or Canadian region of an area code, or null (another NANP country, or unassigned). */
export function placeOfAreaCode(areaCode: string): RecipientPlace | null {
  const region = byAreaCode.get(areaCode);
  if (!region) return null;
  return {
    country: region.country,
    region: region.name,
    timeZone: zoneOfAreaCode[areaCode] ?? region.timeZone,
    from: 'number',
  };
}

/** Longest names first, so "West Virginia" is found before "Virginia". */
const byName = [...regions].sort((a, b) => b.name.length - a.name.length);

/** The US state or Canadian province a free-text location names in full ("Austin, Texas, United States"). */
export function placeOfLocation(location: string | null | undefined): RecipientPlace | null {
  if (!location) return null;
  const text = ` ${location.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const region = byName.find((candidate) => text.includes(` ${candidate.name.toLowerCase()} `));
  return region
    ? { country: region.country, region: region.name, timeZone: region.timeZone, from: 'location' }
    : null;
}

/** Minutes since local midnight at `at` in `timeZone`. */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/** spec ai-telephony §9: 8:00 (inclusive) to 21:00 (exclusive) in the recipient's local time. */
export function insideCallingWindow(at: Date, timeZone: string): boolean {
  const minutes = localMinutes(at, timeZone);
  return minutes >= 8 * 60 && minutes < 21 * 60;
}
