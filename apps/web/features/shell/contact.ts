/** The address visitors can write to (the footer and the support form show it). A module of its own, so the support
 * form (a client component) does not import the footer and, through it, the site's whole dictionary. */
export const contactEmail = 'care@nakshatra.example';
