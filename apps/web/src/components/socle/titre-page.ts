/** Titre d'une page et segments parents de son fil d'Ariane (même forme que la `handle` d'une route). */
export interface TitrePage {
  titre: string;
  parents?: { libelle: string; lien: string }[];
}

/**
 * Titre déclaré par la page affichée quand il dépend de ses données (`useTitrePage`, ADR 0221) ; `signaler`
 * redessine le titre et le fil d'Ariane. Rien de plus ici : ce module est dans le morceau d'entrée.
 */
export const titreDeclare: { page: TitrePage | null; signaler: () => void } = {
  page: null,
  signaler: () => {},
};
