/* tslint:disable */
/* eslint-disable */
export const memory: WebAssembly.Memory;
export const allowedActions: (a: any) => [number, number, number];
export const applyEffects: (a: any) => [number, number, number];
export const checkOverlap: (a: any) => [number, number, number];
export const checkSetup: (a: any) => [number, number, number];
export const crippleSection: (a: any) => [number, number, number];
export const dropTable: (a: any) => [number, number, number];
export const endPhase: (a: any) => [number, number, number];
export const energyStep: (a: any) => [number, number, number];
export const measureRange: (a: any) => [number, number, number];
export const measureRangeBatch: (a: any) => [number, number, number];
export const performAction: (a: any) => [number, number, number];
export const placeMove: (a: any) => [number, number, number];
export const resolveAttack: (a: any) => [number, number, number];
export const roundOrder: (a: any) => [number, number, number];
export const setTable: (a: any) => [number, number, number];
export const shipInfo: (a: any) => [number, number, number];
export const __wbindgen_malloc: (a: number, b: number) => number;
export const __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
export const __wbindgen_free: (a: number, b: number, c: number) => void;
export const __wbindgen_exn_store: (a: number) => void;
export const __externref_table_alloc: () => number;
export const __wbindgen_externrefs: WebAssembly.Table;
export const __externref_table_dealloc: (a: number) => void;
export const __wbindgen_start: () => void;
