/** The addresses and the revision date the institutional pages quote. */
export const CONTACT_EMAIL = "contato@chefia.com.br";
export const PRIVACY_EMAIL = "privacidade@chefia.com.br";
export const LEGAL_UPDATED_AT = "2026-11-20";
/** The privacy policy's own revision: what the AI limits keep after an account is deleted. */
export const PRIVACY_UPDATED_AT = "2026-11-26";
