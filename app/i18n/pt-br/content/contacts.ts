/** The addresses and the revision date the institutional pages quote. */
export const CONTACT_EMAIL = "contato@chefia.com.br";
export const PRIVACY_EMAIL = "privacidade@chefia.com.br";
export const LEGAL_UPDATED_AT = "2026-11-20";
