// @vitest-environment happy-dom

import type { LigneAnnuaire } from '@registre/domain';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CarteResultats } from './CarteResultats';

afterEach(cleanup);

const ligne = (
  id: number,
  nom: string,
  longitude: number | null,
  latitude: number | null,
): LigneAnnuaire => ({
  id,
  numeroImmatriculation: `AA${String(id).padStart(7, '0')}`,
  nom,
  adresseReference: `${id} Rue de la Loge`,
  codePostal: '34000',
  commune: 'Montpellier',
  statut: 'IMMATRICULEE',
  nbLots: 10,
  longitude,
  latitude,
  distanceMetres: null,
});

function afficher(lignes: LigneAnnuaire[]) {
  render(
    <MemoryRouter initialEntries={['/annuaire']}>
      <Routes>
        <Route
          path="/annuaire"
          element={
            <CarteResultats
              lignes={lignes}
              adresse={null}
              lienFiche={(l) => `/annuaire/copropriete/${l.id}`}
            />
          }
        />
        <Route path="/annuaire/copropriete/:id" element={<p>Fiche ouverte</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('carte des résultats de l’annuaire', () => {
  it('un seul arrêt de tabulation ; flèches et fin parcourent les repères, décrits sous la carte ; Entrée ouvre la fiche', async () => {
    const utilisateur = userEvent.setup();
    afficher([
      ligne(1, 'Les Tilleuls', 3.87, 43.61),
      ligne(2, 'Sans coordonnées', null, null),
      ligne(3, 'Le Clos', 3.88, 43.62),
      ligne(4, 'Les Pins', 3.86, 43.6),
    ]);
    const reperes = screen.getAllByRole('link');
    // La copropriété sans coordonnées n'est pas sur la carte, et c'est dit.
    expect(reperes).toHaveLength(3);
    expect(screen.getByText(/Une copropriété de cette page n’est pas géolocalisée/)).toBeTruthy();
    expect(reperes.map((r) => r.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    // Le repère porte le rang de la copropriété dans la liste (3 pour « Le Clos »).
    expect(reperes[1]?.getAttribute('aria-label')).toMatch(/^3\. Le Clos \(AA0000003\)/);

    await utilisateur.tab();
    expect(document.activeElement).toBe(reperes[0]);
    await utilisateur.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(reperes[1]);
    expect(reperes.map((r) => r.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    expect(screen.getByText(/^3\. Le Clos/)).toBeTruthy();
    await utilisateur.keyboard('{End}');
    expect(document.activeElement).toBe(reperes[2]);
    await utilisateur.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(reperes[0]);
    await utilisateur.keyboard('{Enter}');
    expect(await screen.findByText('Fiche ouverte')).toBeTruthy();
  });
});
