import { executerSql, expect, test, verifierAccessibilite } from '../fixtures/base';

const TITRE = 'Boîte de réception de développement';

test.describe('boîte de réception de développement', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('liste un courriel déposé, du plus récent au plus ancien, et affiche son texte avec ses liens', async ({
    page,
  }) => {
    const marque = Date.now();
    const destinataire = `boite.${marque}@exemple.fr`;
    const lien = `http://localhost:3100/compte/activate?key=cle-${marque}`;
    await executerSql(
      `INSERT INTO courriel (destinataire, sujet, texte, date_creation)
       VALUES ('ancien@exemple.fr', 'Message plus ancien', 'Ancien.', now() - interval '1 day'),
              ($1, $2, $3, now())`,
      [
        destinataire,
        `Créez votre mot de passe ${marque}`,
        `Bonjour,\n\nouvrez le lien suivant :\n${lien}\n\nMerci.`,
      ],
    );

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
    await executerSql(
      `WITH d AS (
         INSERT INTO document (nom, type_mime, taille, sha256, contenu)
         VALUES ($1, 'application/pdf', octet_length($2::bytea), encode(sha256($2::bytea), 'hex'), $2::bytea)
         RETURNING id)
       INSERT INTO lettre (objet, adresse_ligne1, adresse_ligne4, adresse_ligne6, id_document, date_envoi_prevue)
       SELECT $3, $4, '12 RUE DES LILAS', '75011 PARIS', d.id, DATE '2026-12-05' FROM d`,
      [`lettre-${marque}.pdf`, Buffer.from('%PDF-1.7\n%%EOF\n'), "Code d'activation", `SYNDIC ${marque}`],
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
