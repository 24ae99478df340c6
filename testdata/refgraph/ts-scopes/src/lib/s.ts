export const s = 16;
