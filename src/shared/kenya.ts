// Facts about Kenya the shop's orders rely on, shared by the cart and the server.

/** The 47 counties of the 2010 constitution, in alphabetical order for a select list. */
export const KENYA_COUNTIES = [
  'Baringo',
  'Bomet',
  'Bungoma',
  'Busia',
  'Elgeyo-Marakwet',
  'Embu',
  'Garissa',
  'Homa Bay',
  'Isiolo',
  'Kajiado',
  'Kakamega',
  'Kericho',
  'Kiambu',
  'Kilifi',
  'Kirinyaga',
  'Kisii',
  'Kisumu',
  'Kitui',
  'Kwale',
  'Laikipia',
  'Lamu',
  'Machakos',
  'Makueni',
  'Mandera',
  'Marsabit',
  'Meru',
  'Migori',
  'Mombasa',
  "Murang'a",
  'Nairobi',
  'Nakuru',
  'Nandi',
  'Narok',
  'Nyamira',
  'Nyandarua',
  'Nyeri',
  'Samburu',
  'Siaya',
  'Taita-Taveta',
  'Tana River',
  'Tharaka-Nithi',
  'Trans Nzoia',
  'Turkana',
  'Uasin Gishu',
  'Vihiga',
  'Wajir',
  'West Pokot',
] as const;
export type KenyaCounty = (typeof KENYA_COUNTIES)[number];

export function isKenyaCounty(value: string): value is KenyaCounty {
  return (KENYA_COUNTIES as readonly string[]).includes(value);
}

/**
 * A Kenyan mobile number in any of the ways people write it (0712 345 678, 712345678,
 * +254 712-345-678, 254712345678, (0)112 345678) as the 12 digits M-Pesa and WhatsApp use:
 * 2547XXXXXXXX or 2541XXXXXXXX. Anything else gives null.
 */
export function normalizeKenyanPhone(input: string): string | null {
  if (input.length > 30) return null;
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  const match = /^(?:\+?254|0)?([17]\d{8})$/.exec(compact);
  return match ? `254${match[1]}` : null;
}
