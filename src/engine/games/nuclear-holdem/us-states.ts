/**
 * The fifty states for Nuclear Annihilation Hold'em's big board.
 * `fips` is the two-digit FIPS state code as a string (leading zero kept),
 * the id US atlas files use, so a map can join on it. `admitted` is the
 * date of statehood (ISO yyyy-mm-dd); only Alaska and Hawaii fall inside
 * the game's 1947–1991 window. Listed alphabetically by name.
 */
export interface UsState {
  readonly name: string;
  readonly postal: string;
  readonly fips: string;
  readonly admitted: string;
}

export const US_STATES = [
  { name: 'Alabama', postal: 'AL', fips: '01', admitted: '1819-12-14' },
  { name: 'Alaska', postal: 'AK', fips: '02', admitted: '1959-01-03' },
  { name: 'Arizona', postal: 'AZ', fips: '04', admitted: '1912-02-14' },
  { name: 'Arkansas', postal: 'AR', fips: '05', admitted: '1836-06-15' },
  { name: 'California', postal: 'CA', fips: '06', admitted: '1850-09-09' },
  { name: 'Colorado', postal: 'CO', fips: '08', admitted: '1876-08-01' },
  { name: 'Connecticut', postal: 'CT', fips: '09', admitted: '1788-01-09' },
  { name: 'Delaware', postal: 'DE', fips: '10', admitted: '1787-12-07' },
  { name: 'Florida', postal: 'FL', fips: '12', admitted: '1845-03-03' },
  { name: 'Georgia', postal: 'GA', fips: '13', admitted: '1788-01-02' },
  { name: 'Hawaii', postal: 'HI', fips: '15', admitted: '1959-08-21' },
  { name: 'Idaho', postal: 'ID', fips: '16', admitted: '1890-07-03' },
  { name: 'Illinois', postal: 'IL', fips: '17', admitted: '1818-12-03' },
  { name: 'Indiana', postal: 'IN', fips: '18', admitted: '1816-12-11' },
  { name: 'Iowa', postal: 'IA', fips: '19', admitted: '1846-12-28' },
  { name: 'Kansas', postal: 'KS', fips: '20', admitted: '1861-01-29' },
  { name: 'Kentucky', postal: 'KY', fips: '21', admitted: '1792-06-01' },
  { name: 'Louisiana', postal: 'LA', fips: '22', admitted: '1812-04-30' },
  { name: 'Maine', postal: 'ME', fips: '23', admitted: '1820-03-15' },
  { name: 'Maryland', postal: 'MD', fips: '24', admitted: '1788-04-28' },
  { name: 'Massachusetts', postal: 'MA', fips: '25', admitted: '1788-02-06' },
  { name: 'Michigan', postal: 'MI', fips: '26', admitted: '1837-01-26' },
  { name: 'Minnesota', postal: 'MN', fips: '27', admitted: '1858-05-11' },
  { name: 'Mississippi', postal: 'MS', fips: '28', admitted: '1817-12-10' },
  { name: 'Missouri', postal: 'MO', fips: '29', admitted: '1821-08-10' },
  { name: 'Montana', postal: 'MT', fips: '30', admitted: '1889-11-08' },
  { name: 'Nebraska', postal: 'NE', fips: '31', admitted: '1867-03-01' },
  { name: 'Nevada', postal: 'NV', fips: '32', admitted: '1864-10-31' },
  { name: 'New Hampshire', postal: 'NH', fips: '33', admitted: '1788-06-21' },
  { name: 'New Jersey', postal: 'NJ', fips: '34', admitted: '1787-12-18' },
  { name: 'New Mexico', postal: 'NM', fips: '35', admitted: '1912-01-06' },
  { name: 'New York', postal: 'NY', fips: '36', admitted: '1788-07-26' },
  { name: 'North Carolina', postal: 'NC', fips: '37', admitted: '1789-11-21' },
  { name: 'North Dakota', postal: 'ND', fips: '38', admitted: '1889-11-02' },
  { name: 'Ohio', postal: 'OH', fips: '39', admitted: '1803-03-01' },
  { name: 'Oklahoma', postal: 'OK', fips: '40', admitted: '1907-11-16' },
  { name: 'Oregon', postal: 'OR', fips: '41', admitted: '1859-02-14' },
  { name: 'Pennsylvania', postal: 'PA', fips: '42', admitted: '1787-12-12' },
  { name: 'Rhode Island', postal: 'RI', fips: '44', admitted: '1790-05-29' },
  { name: 'South Carolina', postal: 'SC', fips: '45', admitted: '1788-05-23' },
  { name: 'South Dakota', postal: 'SD', fips: '46', admitted: '1889-11-02' },
  { name: 'Tennessee', postal: 'TN', fips: '47', admitted: '1796-06-01' },
  { name: 'Texas', postal: 'TX', fips: '48', admitted: '1845-12-29' },
  { name: 'Utah', postal: 'UT', fips: '49', admitted: '1896-01-04' },
  { name: 'Vermont', postal: 'VT', fips: '50', admitted: '1791-03-04' },
  { name: 'Virginia', postal: 'VA', fips: '51', admitted: '1788-06-25' },
  { name: 'Washington', postal: 'WA', fips: '53', admitted: '1889-11-11' },
  { name: 'West Virginia', postal: 'WV', fips: '54', admitted: '1863-06-20' },
  { name: 'Wisconsin', postal: 'WI', fips: '55', admitted: '1848-05-29' },
  { name: 'Wyoming', postal: 'WY', fips: '56', admitted: '1890-07-10' },
] as const satisfies readonly UsState[];

export type PostalCode = (typeof US_STATES)[number]['postal'];

export const admittedYear = (state: UsState): number => Number(state.admitted.slice(0, 4));
