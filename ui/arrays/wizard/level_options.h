#pragma once

#include <map>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;

namespace am::ui {

struct WizardState;

// The level page's form: chunk, bitmap, raid10 layout, hot spares, btrfs's metadata profile
// and mixed block groups, the name. Each is enabled (or shown) by the chosen backend's
// Capability bits.
class LevelOptions : public QWidget {
    Q_OBJECT
public:
    explicit LevelOptions(QWidget* parent = nullptr);

    // The picked drives, ticked where they are spares.
    void showSpares(const WizardState& state);
    // Everything this form chooses, into `state` (spares only where the backend has them).
    void readInto(WizardState& state) const;
    void refresh(const WizardState& state);

    QComboBox* chunkBox() const { return chunk_; }
    // Crash consistency: default, bitmap, none, PPL, journal (data "", "internal", "none", "ppl",
    // "journal"); the journal's device in journalBox().
    QComboBox* bitmapBox() const { return bitmap_; }
    QComboBox* journalBox() const { return journal_; }
    QLabel* consistencyWords() const { return consistency_words_; }
    QComboBox* layoutBox() const { return layout_; }
    QListWidget* sparesList() const { return spares_; }
    QComboBox* metadataLevelBox() const { return metadata_level_; }
    QCheckBox* mixedBox() const { return mixed_; }
    QLineEdit* nameEdit() const { return name_; }

signals:
    void changed();

private:
    // A label (may be empty: the field alone) and its field in the next row of the grid.
    void addRow(const QString& label, QWidget* field, bool label_on_top = false);
    // Shows or hides a field with its label.
    void showRow(QWidget* field, bool visible);

    // A grid, not a QFormLayout: Qt 6.4's QFormLayout read and wrote past its own arrays in
    // heightForWidth once rows with word-wrapped labels were hidden (valgrind, array_wizard_test).
    QGridLayout* grid_;
    int rows_ = 0;
    std::map<QWidget*, QLabel*> labels_;
    QComboBox* chunk_;
    QComboBox* bitmap_;
    QComboBox* journal_;
    QLabel* consistency_words_;
    QComboBox* layout_;
    QListWidget* spares_;
    QComboBox* metadata_level_;
    QCheckBox* mixed_;
    QLineEdit* name_;
    QLabel* name_hint_;
};

} // namespace am::ui
