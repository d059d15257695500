// A stand-in for the built entry chunk (server tests only).
export {};
