/**
 * Numbers cooks write as words in a step ("uns cinco minutos", "duas horas"): read by the
 * cooking-mode timers and by the catalogue's time gate. Both accented and folded spellings.
 */
export const spokenNumbers: Readonly<Record<string, number>> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  três: 3,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  doze: 12,
  quinze: 15,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
};
