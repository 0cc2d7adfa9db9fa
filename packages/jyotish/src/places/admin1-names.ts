/**
 * First-level administrative divisions (states) by GeoNames admin1 code, for the countries where users need the
 * state to tell towns apart. Other countries show only the country name.
 */

/**
 * India: GeoNames `IN.xx` admin1 codes → state or union territory. Codes 04, 08, 15 and 27 are retired in
 * GeoNames; 06/32 (Dadra and Nagar Haveli, Daman and Diu) were merged in 2020 but GeoNames still files places
 * under the old codes, so both names say so.
 */
const INDIA: Record<string, string> = {
  '01': 'Andaman and Nicobar Islands', '02': 'Andhra Pradesh', '03': 'Assam', '05': 'Chandigarh',
  '06': 'Dadra and Nagar Haveli and Daman and Diu', '07': 'Delhi', '09': 'Gujarat', '10': 'Haryana',
  '11': 'Himachal Pradesh', '12': 'Jammu and Kashmir', '13': 'Kerala', '14': 'Lakshadweep', '16': 'Maharashtra',
  '17': 'Manipur', '18': 'Meghalaya', '19': 'Karnataka', '20': 'Nagaland', '21': 'Odisha', '22': 'Puducherry',
  '23': 'Punjab', '24': 'Rajasthan', '25': 'Tamil Nadu', '26': 'Tripura', '28': 'West Bengal', '29': 'Sikkim',
  '30': 'Arunachal Pradesh', '31': 'Mizoram', '32': 'Dadra and Nagar Haveli and Daman and Diu', '33': 'Goa',
  '34': 'Bihar', '35': 'Madhya Pradesh', '36': 'Uttar Pradesh', '37': 'Chhattisgarh', '38': 'Jharkhand',
  '39': 'Uttarakhand', '40': 'Telangana', '41': 'Ladakh', '52': 'Dadra and Nagar Haveli and Daman and Diu',
};

/** United States: GeoNames uses the USPS two-letter codes. */
const UNITED_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii',
  ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana',
  ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi',
  MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
  WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

/** Canada: GeoNames numeric admin1 codes → province or territory. */
const CANADA: Record<string, string> = {
  '01': 'Alberta', '02': 'British Columbia', '03': 'Manitoba', '04': 'New Brunswick', '05': 'Newfoundland and Labrador',
  '07': 'Nova Scotia', '08': 'Ontario', '09': 'Prince Edward Island', '10': 'Quebec', '11': 'Saskatchewan',
  '12': 'Yukon', '13': 'Northwest Territories', '14': 'Nunavut',
};

/** Australia: GeoNames numeric admin1 codes → state or territory. */
const AUSTRALIA: Record<string, string> = {
  '01': 'Australian Capital Territory', '02': 'New South Wales', '03': 'Northern Territory', '04': 'Queensland',
  '05': 'South Australia', '06': 'Tasmania', '07': 'Victoria', '08': 'Western Australia',
};

/** United Kingdom: GeoNames admin1 codes → constituent country. */
const UNITED_KINGDOM: Record<string, string> = { ENG: 'England', NIR: 'Northern Ireland', SCT: 'Scotland', WLS: 'Wales' };

/** Nepal: GeoNames admin1 codes (the seven provinces since 2015) → province. */
const NEPAL: Record<string, string> = {
  '1': 'Koshi', '2': 'Madhesh', '3': 'Bagmati', '4': 'Gandaki', '5': 'Lumbini', '6': 'Karnali', '7': 'Sudurpashchim',
};

const BY_COUNTRY: Record<string, Record<string, string>> = {
  IN: INDIA, US: UNITED_STATES, CA: CANADA, AU: AUSTRALIA, GB: UNITED_KINGDOM, NP: NEPAL,
};

/** The state name for a GeoNames admin1 code, or undefined where we keep no table or the code is unknown. */
export function admin1Name(countryIso2: string, admin1Code: string): string | undefined {
  return BY_COUNTRY[countryIso2]?.[admin1Code];
}
