import { creerLettreRepository } from '../../server/dist/repositories/lettre.repository.js';
import { creerTeledeclarantRepository } from '../../server/dist/repositories/teledeclarant.repository.js';
import { deposerCourriel } from '../../server/dist/services/courriels/outbox.js';
import { applicationE2E } from '../fixtures/application';
import { expect, test, verifierAccessibilite } from '../fixtures/base';

const TITRE = 'Boîte de réception de développement';

test.describe('boîte de réception de développement', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('liste un courriel déposé, du plus récent au plus ancien, et affiche son texte avec ses liens', async ({
    page,
  }) => {
    const marque = Date.now();
    const destinataire = `boite.${marque}@exemple.fr`;
    const lien = `http://localhost:3100/compte/activate?key=cle-${marque}`;
    // Déposés dans la boîte d'envoi par le service de l'application, l'un après l'autre : le second est le plus récent.
    await applicationE2E(async ({ db }) => {
      await deposerCourriel(db, {
        destinataire: 'ancien@exemple.fr',
        sujet: 'Message plus ancien',
        texte: 'Ancien.',
      });
      await deposerCourriel(db, {
        destinataire,
        sujet: `Créez votre mot de passe ${marque}`,
        texte: `Bonjour,\n\nouvrez le lien suivant :\n${lien}\n\nMerci.`,
      });
    });
    await page.goto('/dev/boite-de-reception');
    await expect(page).toHaveTitle(`${TITRE} - Registre national des copropriétés`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITRE);
    await expect(page.getByText("Cette page n'existe qu'en dehors de la production.")).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Courriels' })).toHaveAttribute('aria-selected', 'true');

    const lignes = page.getByTestId('ligne-courriel');
    await expect(lignes.first()).toContainText(destinataire);
    await expect(lignes.filter({ hasText: 'ancien@exemple.fr' })).toHaveCount(1);
    await verifierAccessibilite(page);

    await lignes
      .filter({ hasText: destinataire })
      .getByRole('link', { name: `Créez votre mot de passe ${marque}` })
      .click();
    const courriel = page.getByTestId('courriel');
    const titre = courriel.getByRole('heading', { level: 2 });
    await expect(titre).toHaveText(`Créez votre mot de passe ${marque}`);
    await expect(titre).toBeFocused();
    await expect(courriel).toContainText(`À : ${destinataire}`);
    await expect(page.getByTestId('texte-courriel')).toContainText('ouvrez le lien suivant :');
    await expect(courriel.getByRole('link', { name: lien })).toHaveAttribute('href', lien);
    await verifierAccessibilite(page);

    // Le filtre par destinataire ne garde que ses courriels ; « Fermer » referme la lecture.
    await page.getByLabel('Destinataire').fill(`boite.${marque}`);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(lignes).toHaveCount(1);
    await expect(page.getByTestId('courriel')).toHaveCount(0);
  });

  test('l’onglet « Lettres » liste les lettres postales et télécharge leur PDF', async ({ page }) => {
    const marque = Date.now();
    // Lettre et document enregistrés par les dépôts de l'application, pour un télédéclarant créé de même.
    await applicationE2E(({ db }) =>
      db.transaction(async (tx) => {
        const td = await creerTeledeclarantRepository(tx).inserer({
          type: 'NON_PRO',
          statut: 'ATT_ACTIVATION',
          raisonSociale: `SYNDIC ${marque}`,
          codePostal: '75011',
          localite: 'Paris',
        });
        const lettres = creerLettreRepository(tx);
        const document = await lettres.insererDocument({
          nom: `lettre-${marque}.pdf`,
          typeMime: 'application/pdf',
          contenu: Buffer.from('%PDF-1.7\n%%EOF\n'),
        });
        await lettres.insererLettre({
          idTeledeclarant: td.id,
          objet: "Code d'activation",
          adresse: [`SYNDIC ${marque}`, null, null, '12 RUE DES LILAS', null, '75011 PARIS'],
          idDocument: document.id,
          dateEnvoiPrevue: new Date('2026-12-05T00:00:00Z'),
        });
      }),
    );
    await page.goto('/dev/boite-de-reception');
    await page.getByRole('tab', { name: 'Lettres' }).click();
    const ligne = page.getByTestId('ligne-lettre').filter({ hasText: `SYNDIC ${marque}` });
    await expect(ligne).toContainText('75011 PARIS');
    await expect(ligne).toContainText('05/12/2026');
    await verifierAccessibilite(page);

    const telechargement = page.waitForEvent('download');
    await ligne.getByRole('link', { name: /Télécharger le PDF/ }).click();
    expect((await telechargement).suggestedFilename()).toBe(`lettre-${marque}.pdf`);
  });
});
