"""bizengine: a chat assistant for a small business that answers from its own data and
never confirms anything itself — a person does."""
from .store import Business, DatasetError, Store, load_business

__all__ = ["Business", "DatasetError", "Store", "load_business"]
__version__ = "0.1.0"
