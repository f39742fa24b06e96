/** En-tête HTTP qui porte la version du serveur : le client recharge la page quand elle change (spec 2 §7.14). */
export const ENTETE_VERSION = 'x-registre-version';

/** Libellé de version affiché : sans le suffixe SNAPSHOT (spec 2 §9). */
export function libelleVersion(version: string): string {
  return version.replace(/[-.]?SNAPSHOT$/i, '');
}
