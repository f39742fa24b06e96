import type { Page } from '@playwright/test';
import {
  dernierCourriel,
  executerSql,
  expect,
  seConnecter,
  test,
  verifierAccessibilite,
} from '../fixtures/base';
import {
  capturer as capturerPage,
  continuerEnConfirmant,
  etapeAffichee,
} from '../fixtures/parcours-declaration';

// Issue 9 §1, ADR 0275 : un administrateur du teneur corrige les données d'une copropriété immatriculée par le
// parcours des mises à jour (`maj=MODIFICATION_ADMIN`), depuis l'action de ligne de la liste ; le motif est
// obligatoire ; le journal montre la modification avec son motif et les valeurs avant et après ; le syndic voit la
// nouvelle donnée dans sa liste et reçoit un courriel. Axe à chaque étape ; captures à 1280 et 375 px.

const TENEUR = 'demo.teneur.admin@registre.local';
const SYNDIC = 'demo.pro.admin@registre.local';
const capturer = (page: Page, nom: string) =>
  capturerPage(page, 'modification-administrative', nom, [1280, 375]);

/** « Continuer » (parcours sans brouillon) en confirmant les avertissements de l'étape. */
const continuer = (page: Page, suivante: string) => continuerEnConfirmant(page, suivante, 'Continuer');

test.describe('modification administrative par le teneur', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(240_000);

  test('le teneur corrige, le journal le montre, le syndic voit la nouvelle donnée', async ({
    page,
    request,
  }) => {
    // Une copropriété rattachée au syndic de démonstration, sans brouillon, dont la déclaration courante est
    // complète (la dernière : les autres tests des mises à jour prennent les premières ; la fiche synthétique en
    // crée une réduite à quelques champs, qu'une modification ne pourrait pas transmettre).
    const [copro] = await executerSql<{ id: number; nom: string; numero: string; email: string }>(
      `SELECT c.id, c.nom, c.numero_immatriculation AS numero,
              COALESCE(NULLIF(t.representant_email, ''), (SELECT COALESCE(a.email, a.login) FROM compte a
                WHERE a.id_teledeclarant = t.id AND a.admin_principal AND a.statut = 'ACTIF' ORDER BY a.id LIMIT 1)) AS email
       FROM copropriete c JOIN compte u ON u.id_teledeclarant = c.id_teledeclarant_courant
       JOIN teledeclarant t ON t.id = c.id_teledeclarant_courant
       JOIN declaration dc ON dc.id = c.id_declaration_courante
       WHERE u.login = $1 AND c.etat = 'IMMATRICULEE_RATTACHEE'
         AND dc.date_reglement_copropriete IS NOT NULL AND dc.residence_service IS NOT NULL
         AND dc.syndicat_cooperatif IS NOT NULL AND dc.nb_lots_stationnement IS NOT NULL
         AND dc.type_chauffage IS NOT NULL AND dc.charges_operations_courantes IS NOT NULL
         AND EXISTS (SELECT 1 FROM parcelle p WHERE p.id_declaration = dc.id AND p.geolocalisee)
         AND NOT EXISTS (SELECT 1 FROM declaration d WHERE d.id_copropriete = c.id AND d.statut = 'BROUILLON')
       ORDER BY c.id DESC LIMIT 1`,
      [SYNDIC],
    );
    expect(copro, 'copropriété de démonstration à corriger').toBeTruthy();
    const { id, nom, numero, email } = copro!;
    const nouveauNom = `${nom.slice(0, 80)} (corrigé)`;
    const numeroAffiche = `${numero.slice(0, 3)}-${numero.slice(3, 6)}-${numero.slice(6)}`;

    await seConnecter(page, TENEUR);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto(`/copropriete?seeAllCopro=true&q=${encodeURIComponent(numero)}`);
    const ligne = page.getByTestId(`copropriete-${id}`);
    await expect(ligne).toBeVisible({ timeout: 30_000 });
    await ligne.getByRole('link', { name: `Modification administrative — ${numeroAffiche}` }).click();

    await expect(page).toHaveURL(
      new RegExp(`/immatriculer-copropriete/identification\\?copropriete=${id}&maj=MODIFICATION_ADMIN$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Modification administrative de la copropriété « ${nom} »`,
    );
    await etapeAffichee(page, 'Identification de la copropriété');
    await expect(page.getByRole('button', { name: /quitter/ })).toHaveCount(0);
    await page.getByLabel(/^Nom de la copropriété/).fill(nouveauNom);
    await verifierAccessibilite(page);
    await capturer(page, '1-identification');
    await continuer(page, 'Procédures administratives et judiciaires');
    await verifierAccessibilite(page);
    await continuer(page, 'Données financières');
    // Une correction administrative peut porter sur l'exercice : les champs se saisissent.
    await expect(page.getByLabel(/^Date de clôture des comptes/)).toBeVisible();
    await verifierAccessibilite(page);
    await continuer(page, 'Données techniques');
    await verifierAccessibilite(page);
    await continuer(page, 'Récapitulatif');

    const difference = page
      .getByRole('table', { name: /donnée.* modifiée/ })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Nom de la copropriété', exact: true }) });
    await expect(difference).toContainText(nom);
    await expect(difference).toContainText(nouveauNom);

    // Sans motif : refus sur le champ, rien d'enregistré.
    const envoyer = page.getByRole('button', { name: 'Enregistrer la modification administrative' });
    await envoyer.click();
    const champMotif = page.getByLabel(/^Motif de la modification/);
    await expect(page.getByText('Le motif de la modification est obligatoire.').first()).toBeVisible();
    await expect(champMotif).toHaveAttribute('aria-invalid', 'true');
    await verifierAccessibilite(page);
    await capturer(page, '2-recapitulatif-sans-motif');
    const [avant] = await executerSql<{ nom: string }>('SELECT nom FROM copropriete WHERE id = $1', [id]);
    expect(avant!.nom).toBe(nom);

    await champMotif.fill('Nom mal orthographié, signalé par le syndic');
    await envoyer.click();
    await expect(page).toHaveURL(/\/copropriete$/);
    await expect(page.getByText('Modification administrative enregistrée')).toBeVisible();

    // Le journal montre la modification, son motif, l'avant et l'après.
    await page.goto('/evenement-journal?typeEvenement=MODIFICATION_ADMINISTRATIVE');
    const evenement = page.getByRole('table').locator('tbody tr').filter({ hasText: numero }).first();
    await expect(evenement).toBeVisible();
    await evenement.getByRole('button', { name: 'Modification administrative par le teneur' }).click();
    const dialogue = page.getByRole('dialog');
    await expect(dialogue).toContainText('Nom mal orthographié, signalé par le syndic');
    await expect(dialogue).toContainText(`Nom de la copropriété : ${nom}`);
    await expect(dialogue).toContainText(`Nom de la copropriété : ${nouveauNom}`);
    await verifierAccessibilite(page);
    await capturer(page, '3-journal-detail');
    await page.keyboard.press('Escape');

    // Le syndic est prévenu et voit la nouvelle donnée dans sa liste.
    const texte = await dernierCourriel(request, email);
    expect(texte).toContain('Motif : Nom mal orthographié, signalé par le syndic');
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await seConnecter(page, SYNDIC);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto(`/copropriete?seeAllCopro=true&q=${encodeURIComponent(numero)}`);
    // La recherche de la liste peut être lente sur une machine chargée : l'attente couvre son chargement.
    await expect(page.getByTestId(`copropriete-${id}`)).toContainText(nouveauNom, { timeout: 30_000 });
    await verifierAccessibilite(page);
    await capturer(page, '4-liste-du-syndic');
  });
});
