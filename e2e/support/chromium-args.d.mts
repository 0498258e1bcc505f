export declare const headlessChromiumArgs: string[];
