// A tableau byte: the card in the low seven bits (two decks are 104 cards), the face-down flag in bit 7; written
// out in these helpers alone, as above.
/** The card of a tableau byte. */
export const cardOf = (byte: number): number => byte & 0x7f;
/** Whether a tableau byte holds a face-down card. */
export const isFaceDown = (byte: number): boolean => (byte & 0x80) !== 0;
/** The tableau byte of a card lying face up or down. */
export const tableauByte = (card: number, up: boolean): number => (up ? card : card | 0x80);
/** One hash key index per card and face: the tableau byte with its flag moved to the lowest bit. */
export const faceKey = (byte: number): number => ((byte & 0x7f) << 1) | (byte >>> 7);
