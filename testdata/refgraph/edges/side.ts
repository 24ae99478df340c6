export const sideEffect = 1;
