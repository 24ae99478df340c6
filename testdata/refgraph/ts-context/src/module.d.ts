export declare const hidden: number
