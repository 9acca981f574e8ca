export const SERVER_NODE_FLAGS: string[];
export const SERVER_ENV: Record<string, string>;
